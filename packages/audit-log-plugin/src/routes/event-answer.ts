import { catalogueError, type RequestContext, type Where } from "@tollgate/auth-server";
import { z } from "zod";
import { findEventPage } from "../adapter";
import { toAuditEvent } from "../audit-event";
import { AUDIT_LOG_ERROR_CODES } from "../error-codes";
import type { ResolvedAuditLogOptions } from "../options";
import { type PageQuery, pageOf } from "./event-query";

const actor = z.object({
  type: z.enum(["user", "admin", "system"]),
  id: z.string().nullable(),
});

export const auditEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  time: z.string(),
  actor,
  subject: z.string().nullable(),
  organizationId: z.string().nullable(),
  outcome: z.enum(["success", "failure"]),
  reason: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  path: z.string().nullable(),
  payload: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  sequence: z.number().nullable(),
  hash: z.string().nullable(),
});

export const eventPageSchema = z.object({
  events: z.array(auditEventSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

export type AuditEventPage = z.infer<typeof eventPageSchema>;

export function requireStorage(options: ResolvedAuditLogOptions): void {
  if (options.storage === false)
    throw catalogueError(AUDIT_LOG_ERROR_CODES, "NOT_FOUND", "AUDIT_EVENTS_ARE_NOT_STORED");
}

/**
 * A page of the matching events, newest first: `{ events, total, limit, offset }`, or with
 * `format=jsonl` the same events as JSON lines (application/x-ndjson), one event per line.
 */
export async function answerEvents(
  context: RequestContext,
  where: Where[],
  query: PageQuery,
): Promise<AuditEventPage> {
  const page = pageOf(query);
  const { rows, total } = await findEventPage(context.adapter, where, page);
  return { events: rows.map(toAuditEvent), total, ...page };
}

/** The page as JSON lines, for `format=jsonl`. */
export function jsonLines(page: AuditEventPage): Response {
  const text = page.events.map((event) => `${JSON.stringify(event)}\n`).join("");
  return new Response(text, {
    headers: {
      "content-type": "application/x-ndjson; charset=utf-8",
      "x-total-count": String(page.total),
    },
  });
}
