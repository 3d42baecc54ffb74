import type { authClient } from "../../auth-client";

/** What list-events answers: a page, or (only with format=jsonl, never asked for here) a file. */
export type EventListAnswer = NonNullable<
  Awaited<ReturnType<typeof authClient.audit.listEvents>>["data"]
>;

/** A page of events: `{ events, total, limit, offset }`. */
export type AuditEventPage = Exclude<EventListAnswer, Response>;

/** One security event as the audit log's list endpoints answer it. */
export type AuditEvent = AuditEventPage["events"][number];

/** Events on one page of every audit list in the demo. */
export const EVENTS_PER_PAGE = 20;
