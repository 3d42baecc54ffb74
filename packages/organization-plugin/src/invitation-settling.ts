import type { InternalAdapter, Where } from "@tollgate/auth-server";
import type { InvitationRow } from "./adapter";
import { organizationRow } from "./team-name";

// An invitation is answered once: accepted, rejected or canceled. accept-invitation claims it
// after locking its organization's row (with the members it counts); rejecting, canceling and
// re-inviting change its status after the same lock, so of an accept and a reject (or cancel)
// of one invitation at once exactly one succeeds, and a canceled invitation makes no member.

/**
 * Sets the status of the invitations `where` matches, after locking the organization's row
 * (one round trip on PostgreSQL), and answers the first one updated, or null when none matched.
 */
export async function settleInvitation(
  internalAdapter: InternalAdapter,
  organizationId: string,
  where: Where[],
  status: "rejected" | "canceled",
): Promise<InvitationRow | null> {
  const written = await internalAdapter.writeRecordsIf({
    lock: organizationRow(organizationId),
    when: [],
    writes: [{ update: { model: "invitation", where, data: { status } } }],
  });
  // Without conditions the write is made; its answer holds invitation rows.
  const [updated] = (written.answers?.[0] ?? []) as InvitationRow[];
  return updated ?? null;
}
