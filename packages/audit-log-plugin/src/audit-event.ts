import type { SecurityEventActor, SecurityEventPayload } from "@tollgate/auth-server";
import type { AuditEventRow } from "./schema";

/** One event of the audit trail, as the endpoints answer it and the sink receives it. */
export interface AuditEvent {
  id: string;
  type: string;
  /** ISO 8601. */
  time: string;
  actor: SecurityEventActor;
  /** The user the event is about. */
  subject: string | null;
  organizationId: string | null;
  outcome: "success" | "failure";
  reason: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  /** The endpoint that decided, e.g. "/sign-in/email". */
  path: string | null;
  payload: SecurityEventPayload;
  /** Its place in the hash chain; null until chained (just after it is committed), or without storage. */
  sequence: number | null;
  hash: string | null;
}

function actorOf(row: AuditEventRow): SecurityEventActor {
  if (row.actorType === "user" && row.actorId) return { type: "user", id: row.actorId };
  if (row.actorType === "admin" && row.actorId) return { type: "admin", id: row.actorId };
  return { type: "system", id: null };
}

function payloadOf(text: string): SecurityEventPayload {
  const parsed: unknown = JSON.parse(text);
  const payload: Record<string, string | number | boolean | null> = {};
  if (typeof parsed !== "object" || parsed === null) return payload;
  for (const [key, value] of Object.entries(parsed)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value))
      payload[key] = value as string | number | boolean | null; // checked on the line above
  }
  return payload;
}

export function toAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    type: row.type,
    time: new Date(row.createdAt).toISOString(),
    actor: actorOf(row),
    subject: row.subjectId,
    organizationId: row.organizationId,
    outcome: row.outcome === "failure" ? "failure" : "success",
    reason: row.reason,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    path: row.path,
    payload: payloadOf(row.payload),
    sequence: row.sequence,
    hash: row.hash,
  };
}
