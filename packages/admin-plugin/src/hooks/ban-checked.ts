import type { RequestContext } from "@tollgate/auth-server";

/** The user whose ban a request's endpoint has already checked on a row it had just read. */
const checked = new WeakMap<RequestContext, string>();

/**
 * Records that this request has checked `userId`'s ban on the user row it read (impersonation
 * reads the target anyway): the session hook then need not read the same row again before it
 * creates that user's session. Any other user's session is still checked by the hook.
 */
export function markBanChecked(context: RequestContext, userId: string): void {
  checked.set(context, userId);
}

/** Whether this request has already checked the ban of the user a new session is for. */
export function isBanChecked(context: RequestContext | undefined, userId: string): boolean {
  return context !== undefined && checked.get(context) === userId;
}
