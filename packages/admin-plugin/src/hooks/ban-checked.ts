import type { RequestContext } from "@tollgate/auth-server";
import type { BannedUser } from "./ban-check";

/** The user whose ban a request has already settled on a row it had just read or written. */
const checked = new WeakMap<RequestContext, string>();

/**
 * Records that this request knows `userId` is not banned from a row it has in hand: the target
 * row impersonate-user read and checked, the row a sign-in's rule was shown (ban-sign-in-rule.ts),
 * or the row of a user this request has just created or updated unbanned (unbanned-user-row.ts).
 * The session hook then need not read the same row again before it creates that user's session;
 * any other user's session is still checked by the hook.
 */
export function markBanChecked(context: RequestContext, userId: string): void {
  checked.set(context, userId);
}

/** Whether this request has already settled the ban of the user a new session is for. */
export function isBanChecked(context: RequestContext | undefined, userId: string): boolean {
  return context !== undefined && checked.get(context) === userId;
}

/** Users whose ended ban this request lifts once their row, not yet stored, is written. */
const liftOnceCreated = new WeakMap<RequestContext, string>();

/**
 * A first sign-in judged before its new user is stored (the core's writeWithSession) found the
 * row's ban already ended: the hook's lift found no row to update, so the user's create hook
 * (unbanned-user-row.ts) lifts it once the row is written, as the hook would have.
 */
export function liftBanOnceCreated(context: RequestContext, userId: string): void {
  liftOnceCreated.set(context, userId);
}

/** Whether `userId`'s ended ban waits for their row to be created; forgets it. */
export function takeBanLiftOnceCreated(context: RequestContext, userId: string): boolean {
  if (liftOnceCreated.get(context) !== userId) return false;
  liftOnceCreated.delete(context);
  return true;
}

/** The banned row a sign-in's rule was shown, per request. */
const bannedRows = new WeakMap<RequestContext, BannedUser>();

/**
 * Records the row of a banned user a sign-in's rule was shown (the row the endpoint has just
 * read): the session hook judges the ban from it instead of reading the same row again.
 */
export function keepBannedRow(context: RequestContext, user: BannedUser): void {
  bannedRows.set(context, user);
}

/** The banned row kept for `userId`'s sign-in in this request, if any; forgets it. */
export function takeBannedRow(
  context: RequestContext | undefined,
  userId: string,
): BannedUser | null {
  const row = context ? bannedRows.get(context) : undefined;
  if (!context || row?.id !== userId) return null;
  bannedRows.delete(context);
  return row;
}
