import type { AuthContext, Where } from "@tollgate/auth-server";
import { apiKeyError } from "./api-key-error";
import { emitKeyEvent, markFirstUse } from "./api-key-events";
import { hashApiKey, sameHash } from "./key-material";
import type { ApiKeyRow } from "./schema";

/** What a use of a key changes, decided from the row as it is now (locked). */
function nextUse(row: ApiKeyRow, now: number): Partial<ApiKeyRow> {
  if (row.enabled === false) throw apiKeyError("UNAUTHORIZED", "KEY_DISABLED");
  if (row.expiresAt && row.expiresAt.getTime() <= now)
    throw apiKeyError("UNAUTHORIZED", "KEY_EXPIRED");
  const change: Partial<ApiKeyRow> = { lastRequest: new Date(now) };
  if (row.remaining !== null) {
    let remaining = row.remaining;
    const refillDue =
      row.refillInterval && row.refillAmount
        ? (row.lastRefillAt ?? row.createdAt).getTime() + row.refillInterval <= now
        : false;
    if (refillDue && row.refillAmount) {
      remaining = row.refillAmount;
      change.lastRefillAt = new Date(now);
    }
    if (remaining <= 0) throw apiKeyError("TOO_MANY_REQUESTS", "USAGE_EXCEEDED");
    change.remaining = remaining - 1;
  }
  if (row.rateLimitEnabled !== false && row.rateLimitMax && row.rateLimitTimeWindow) {
    const windowOpen =
      row.lastRequest !== null && now - row.lastRequest.getTime() < row.rateLimitTimeWindow;
    const count = windowOpen ? (row.requestCount ?? 0) + 1 : 1;
    if (count > row.rateLimitMax) throw apiKeyError("TOO_MANY_REQUESTS", "RATE_LIMIT_EXCEEDED");
    change.requestCount = count;
    // The window starts at its first request and is not pushed back by later ones.
    if (windowOpen) delete change.lastRequest;
  }
  return change;
}

const counts = (row: ApiKeyRow) =>
  row.remaining !== null ||
  (row.rateLimitEnabled !== false && !!row.rateLimitMax && !!row.rateLimitTimeWindow);

/**
 * The row as read, unchanged since: no use counted (the counters) and no other change (an
 * update stamps `updatedAt`). A compare and set on it counts a use only if nothing came between.
 */
function unchangedSince(row: ApiKeyRow): Where[] {
  return [
    { field: "id", value: row.id },
    { field: "updatedAt", value: row.updatedAt },
    { field: "remaining", value: row.remaining },
    { field: "requestCount", value: row.requestCount },
    { field: "lastRequest", value: row.lastRequest },
    { field: "lastRefillAt", value: row.lastRefillAt },
  ];
}

/**
 * The key's row after one use was counted: found by its hash, checked (enabled, unexpired,
 * uses left, within its rate limit) and updated so that concurrent uses are counted one at a
 * time (50 at once on a key with 10 uses left: exactly 10 succeed). Refused uses change
 * nothing. A key without limits costs one read, no write.
 *
 * The use is written by compare and set on the row as read (two statements in all). When
 * another write came between (concurrent uses of one key), and on the key's first use when
 * security events are listened to (its event is recorded with the write, once), it is decided
 * again in one transaction that holds the row's lock.
 */
export async function spendApiKey(context: AuthContext, key: string): Promise<ApiKeyRow> {
  const hash = await hashApiKey(key);
  const byHash = [{ field: "key", value: hash }];
  const found = await context.adapter.findOne<ApiKeyRow>({ model: "apikey", where: byHash });
  if (!found || !sameHash(found.key, hash)) throw apiKeyError("UNAUTHORIZED", "INVALID_API_KEY");
  if (!counts(found)) {
    nextUse(found, Date.now());
    await markFirstUse(context, found);
    return found;
  }
  const firstUseRecorded = found.lastRequest === null && context.securityEventListeners.length > 0;
  if (!firstUseRecorded) {
    const change = nextUse(found, Date.now());
    const spent = await context.internalAdapter.updateRecord<ApiKeyRow>(
      "apikey",
      unchangedSince(found),
      change,
    );
    if (spent) return spent;
  }
  return context.internalAdapter.transaction(async (trx) => {
    await trx.adapter.lockRows({ model: "apikey", where: byHash });
    const row = await trx.adapter.findOne<ApiKeyRow>({ model: "apikey", where: byHash });
    if (!row) throw apiKeyError("UNAUTHORIZED", "INVALID_API_KEY");
    if (row.lastRequest === null) await emitKeyEvent(context, "api-key.first-used", row, trx);
    const updated = await trx.updateRecord<ApiKeyRow>(
      "apikey",
      [{ field: "id", value: row.id }],
      nextUse(row, Date.now()),
    );
    return updated ?? row;
  });
}
