import type { RecordWrite, RequestContext } from "@tollgate/auth-server";
import { findTwoFactor, updateTwoFactorIf } from "./adapter";
import { emitSecondFactorFailed, type TwoFactorMethod } from "./events";
import type { ResolvedTwoFactorOptions } from "./options";
import { TWO_FACTOR_MODEL, type TwoFactorRow } from "./schema";
import { twoFactorError } from "./two-factor-error";

/**
 * The per-user budget of wrong codes (NIST SP 800-63B §5.2.2): `maxFailedAttempts` wrong codes
 * in a row, whatever the factor or the IP, lock the user's second factor for
 * `durationSeconds`. A locked user is answered 429 ACCOUNT_TEMPORARILY_LOCKED with Retry-After
 * and `retryAfter` (seconds) telling when to try again. The per-IP limit is the plugin's rate
 * limit rule.
 */

/** 429 while the row is locked. */
export function assertNotLocked(row: TwoFactorRow, now = Date.now()): void {
  const until = row.lockedUntil ? new Date(row.lockedUntil).getTime() : 0;
  if (until <= now) return;
  const retryAfter = Math.max(1, Math.ceil((until - now) / 1000));
  throw twoFactorError(
    "TOO_MANY_REQUESTS",
    "ACCOUNT_TEMPORARILY_LOCKED",
    { retryAfter },
    new Headers({ "retry-after": String(retryAfter) }),
  );
}

/**
 * Counts one wrong code (a security event says so). The count is written by compare and set,
 * so concurrent wrong codes are all counted; the one that reaches the budget locks the row.
 */
export async function recordFailure(
  context: RequestContext,
  options: ResolvedTwoFactorOptions,
  row: TwoFactorRow,
  method: TwoFactorMethod,
): Promise<void> {
  const locked = await countFailure(context, options, row);
  await emitSecondFactorFailed(context, row.userId, method, locked);
}

async function countFailure(
  context: RequestContext,
  options: ResolvedTwoFactorOptions,
  row: TwoFactorRow,
): Promise<boolean> {
  let current: TwoFactorRow | null = row;
  for (let tries = 0; current && tries < 8; tries++) {
    const count = current.failedVerificationCount ?? 0;
    const next = count + 1;
    const locks = next >= options.lockout.maxFailedAttempts;
    const written = await updateTwoFactorIf(
      context,
      current,
      [{ field: "failedVerificationCount", value: current.failedVerificationCount ?? 0 }],
      locks
        ? {
            failedVerificationCount: 0,
            lockedUntil: new Date(Date.now() + options.lockout.durationSeconds * 1000),
          }
        : { failedVerificationCount: next },
    );
    if (written) return locks;
    current = await findTwoFactor(context, row.userId);
  }
  return false;
}

/**
 * What a right code writes to clear the count of wrong ones (nothing when there are none), for
 * the write that spends the code.
 */
export function failuresCleared(row: TwoFactorRow): Partial<TwoFactorRow> {
  if (!row.failedVerificationCount && !row.lockedUntil) return {};
  return { failedVerificationCount: 0, lockedUntil: null };
}

/** failuresCleared as writes to make with the code's spend (none when there is nothing to clear). */
export function failuresClearedWrites(row: TwoFactorRow): RecordWrite[] {
  const data = failuresCleared(row);
  if (Object.keys(data).length === 0) return [];
  return [{ update: { model: TWO_FACTOR_MODEL, where: [{ field: "id", value: row.id }], data } }];
}

/** A right code clears the count of wrong ones. */
export async function clearFailures(context: RequestContext, row: TwoFactorRow): Promise<void> {
  const cleared = failuresCleared(row);
  if (Object.keys(cleared).length > 0) await updateTwoFactorIf(context, row, [], cleared);
}
