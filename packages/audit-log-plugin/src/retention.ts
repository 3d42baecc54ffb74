import type { AuthContext } from "@tollgate/auth-server";
import { deleteEventsBefore } from "./adapter";

const DAY = 86_400_000;

/**
 * Deletes the audit events older than `maxAgeDays`: the job to run on a schedule (a cron, a
 * queue) when deleting on write is not wanted. Answers how many were deleted. Pass the
 * server's context: `await deleteExpiredAuditEvents(await auth.$context, { maxAgeDays: 365 })`.
 */
export function deleteExpiredAuditEvents(
  context: Pick<AuthContext, "adapter">,
  retention: { maxAgeDays: number },
  now = Date.now(),
): Promise<number> {
  return deleteEventsBefore(context.adapter, new Date(now - retention.maxAgeDays * DAY));
}
