import type { SchemaExtension } from "@tollgate/auth-server";

/**
 * The plugin's tables. `auditEvent` holds one row per event; `sequence`, `previousHash` and
 * `hash` are set when the row is chained (right after it is committed), so a row still
 * unchained has them null. `auditChainHead` is one row (id "head"): the last chained sequence
 * and hash, locked while rows are chained so that two servers never fork the chain.
 */
export const auditLogSchema = {
  auditEvent: {
    fields: {
      type: { type: "string", index: true },
      createdAt: { type: "date", index: true },
      actorType: { type: "string" },
      actorId: { type: "string", required: false, index: true },
      subjectId: { type: "string", required: false, index: true },
      organizationId: { type: "string", required: false, index: true },
      outcome: { type: "string" },
      reason: { type: "string", required: false },
      ipAddress: { type: "string", required: false },
      userAgent: { type: "string", required: false },
      path: { type: "string", required: false },
      /** The payload as JSON text, hashed exactly as stored. */
      payload: { type: "string" },
      sequence: { type: "number", required: false, unique: true },
      previousHash: { type: "string", required: false },
      hash: { type: "string", required: false },
    },
  },
  auditChainHead: {
    fields: {
      sequence: { type: "number" },
      hash: { type: "string" },
    },
  },
} as const satisfies SchemaExtension;

/** A stored event, as the adapter reads it. */
export interface AuditEventRow {
  id: string;
  type: string;
  createdAt: Date;
  actorType: string;
  actorId: string | null;
  subjectId: string | null;
  organizationId: string | null;
  outcome: string;
  reason: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  path: string | null;
  payload: string;
  sequence: number | null;
  previousHash: string | null;
  hash: string | null;
  [field: string]: unknown;
}

export interface AuditChainHeadRow {
  id: string;
  sequence: number;
  hash: string;
  [field: string]: unknown;
}
