import type { AuditEventRow } from "./schema";

/** The previous hash of the first event ever chained. */
export const GENESIS_HASH = "0".repeat(64);

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The event as the chain hashes it: every stored field but the chain's own, in a fixed order,
 * as JSON. Built from the row as the database gives it back, so writing and verifying agree
 * on every dialect (times as milliseconds since the epoch).
 */
export function canonicalEvent(row: AuditEventRow, sequence: number): string {
  return JSON.stringify([
    sequence,
    row.id,
    row.type,
    new Date(row.createdAt).getTime(),
    row.actorType,
    row.actorId,
    row.subjectId,
    row.organizationId,
    row.outcome,
    row.reason,
    row.ipAddress,
    row.userAgent,
    row.path,
    row.payload,
  ]);
}

/** SHA-256 (hex) of the previous hash, a newline and the canonical event. */
export async function chainHash(previousHash: string, canonical: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    encoder.encode(`${previousHash}\n${canonical}`),
  );
  return hex(digest);
}
