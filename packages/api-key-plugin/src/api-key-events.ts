import {
  type Adapter,
  type AuthContext,
  emitSecurityEvent,
  type RequestContext,
} from "@tollgate/auth-server";
import type { ApiKeyRow } from "./schema";

type KeyEvent = "api-key.created" | "api-key.first-used" | "api-key.revoked";

/**
 * Records an API key's life in the audit trail (when an audit plugin listens): made, used for
 * the first time, deleted. Names the key by id, never by its value or hash.
 */
export function emitKeyEvent(
  context: AuthContext | RequestContext,
  type: KeyEvent,
  row: Pick<ApiKeyRow, "id" | "userId">,
  change?: { adapter: Adapter },
): Promise<void> {
  const event = { type, subject: row.userId, payload: { keyId: row.id } };
  if (type === "api-key.first-used")
    return emitSecurityEvent(
      context,
      { ...event, actor: { type: "user", id: row.userId } },
      change,
    );
  return emitSecurityEvent(context, event, change);
}

/**
 * The first use of a key that counts nothing (no write on its uses): stamps `lastRequest` once,
 * only while it is still empty, so of two first uses at once exactly one records the event.
 * Later uses cost no write, as before; without an audit plugin, neither does the first.
 */
export async function markFirstUse(context: AuthContext, row: ApiKeyRow): Promise<void> {
  if (row.lastRequest !== null || context.securityEventListeners.length === 0) return;
  const unused = [
    { field: "id", value: row.id },
    { field: "lastRequest", value: null },
  ];
  const marked = await context.internalAdapter.updateRecords("apikey", unused, {
    lastRequest: new Date(),
  });
  if (marked > 0) await emitKeyEvent(context, "api-key.first-used", row);
}
