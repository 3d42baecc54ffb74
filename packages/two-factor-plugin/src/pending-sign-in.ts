import {
  type CookieJar,
  type RecordWrite,
  type RequestContext,
  SignInPending,
  type User,
  type Where,
  type WithExtraFields,
} from "@tollgate/auth-server";
import { type CodeSpend, findTwoFactor } from "./adapter";
import { readSigned, setSigned, twoFactorCookie } from "./cookies";
import type { ResolvedTwoFactorOptions } from "./options";
import { twoFactorError } from "./two-factor-error";

/**
 * A sign-in waiting for its second factor: a record (`2fa-pending:<random>`, holding the user
 * and rememberMe) that lives `twoFactorCookieMaxAge` seconds, named by the signed `two_factor`
 * cookie. Finishing consumes the record atomically, so a pending sign-in makes at most one
 * session, whoever replays its cookie afterwards.
 */

interface PendingRecord {
  userId: string;
  rememberMe: boolean;
}

export interface PendingSignIn extends PendingRecord {
  identifier: string;
}

/** The methods the user can finish with, as Better Auth lists them (`twoFactorMethods`). */
async function methodsOf(
  context: RequestContext,
  options: ResolvedTwoFactorOptions,
  userId: string,
): Promise<string[]> {
  const methods: string[] = [];
  if (!options.totp.disabled) {
    const row = await findTwoFactor(context, userId);
    if (row?.verified) methods.push("totp");
  }
  if (options.otp.send) methods.push("otp");
  return methods;
}

/** Where a browser sign-in bound for `callbackURL` is sent while the second factor is due. */
function pendingRedirect(options: ResolvedTwoFactorOptions, callbackURL: string): string {
  const [target, key, value] = options.twoFactorPage
    ? [options.twoFactorPage, "callbackURL", callbackURL]
    : [callbackURL, "twoFactorRedirect", "true"];
  const hash = target.indexOf("#");
  const base = hash === -1 ? target : target.slice(0, hash);
  const fragment = hash === -1 ? "" : target.slice(hash);
  const separator = base.includes("?") ? "&" : "?";
  return `${base}${separator}${key}=${encodeURIComponent(value)}${fragment}`;
}

/** Holds the sign-in back: writes the pending record, sets its cookie, answers twoFactorRedirect. */
export async function holdSignIn(
  context: RequestContext,
  jar: CookieJar,
  options: ResolvedTwoFactorOptions,
  user: WithExtraFields<User>,
  rememberMe: boolean,
): Promise<SignInPending> {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
  const identifier = `2fa-pending:${random}`;
  const record: PendingRecord = { userId: user.id, rememberMe };
  await context.internalAdapter.createVerification({
    identifier,
    value: JSON.stringify(record),
    expiresAt: new Date(Date.now() + options.pendingMaxAge * 1000),
  });
  await setSigned(context, jar, twoFactorCookie(context, options.pendingMaxAge), identifier);
  const twoFactorMethods = await methodsOf(context, options, user.id);
  return new SignInPending({ twoFactorRedirect: true, twoFactorMethods }, (callbackURL) =>
    pendingRedirect(options, callbackURL),
  );
}

function parseRecord(value: string): PendingRecord | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { userId, rememberMe } = parsed as Record<string, unknown>;
    if (typeof userId !== "string") return null;
    return { userId, rememberMe: rememberMe !== false };
  } catch {
    return null;
  }
}

/** The request's pending sign-in (not spent), or 401 INVALID_TWO_FACTOR_COOKIE. */
export async function readPendingSignIn(
  context: RequestContext,
  jar: CookieJar,
  options: ResolvedTwoFactorOptions,
): Promise<PendingSignIn> {
  const identifier = await readSigned(
    context,
    jar,
    twoFactorCookie(context, options.pendingMaxAge),
  );
  const stored = identifier ? await context.internalAdapter.findVerification(identifier) : null;
  const record = stored ? parseRecord(stored.value) : null;
  if (!identifier || !record) throw twoFactorError("UNAUTHORIZED", "INVALID_TWO_FACTOR_COOKIE");
  return { identifier, ...record };
}

/**
 * Spends the pending sign-in: exactly one of any number of concurrent finishes gets it; the
 * others (a replayed cookie) are answered 401 INVALID_TWO_FACTOR_COOKIE. The cookie is expired.
 */
export async function spendPendingSignIn(
  context: RequestContext,
  jar: CookieJar,
  options: ResolvedTwoFactorOptions,
  pending: PendingSignIn,
): Promise<void> {
  expirePendingCookie(context, jar, options);
  const spent = await context.internalAdapter.consumeVerification(pending.identifier);
  const record = spent ? parseRecord(spent.value) : null;
  if (record?.userId !== pending.userId)
    throw twoFactorError("UNAUTHORIZED", "INVALID_TWO_FACTOR_COOKIE");
}

/** Expires the `two_factor` cookie: the pending sign-in is spent, or gone. */
export function expirePendingCookie(
  context: RequestContext,
  jar: CookieJar,
  options: ResolvedTwoFactorOptions,
): void {
  jar.expire(twoFactorCookie(context, options.pendingMaxAge));
}

/**
 * The pending sign-in spent in a guarded write (finish-sign-in.ts): its record (to lock when
 * nothing else is), the condition that it is still there and unexpired, as consumeVerification
 * would have found it, and its delete.
 */
export function pendingSpend(pending: PendingSignIn) {
  const where: Where[] = [{ field: "identifier", value: pending.identifier }];
  const record = { model: "verification", where };
  const usable: Where[] = [...where, { field: "expiresAt", operator: "gt", value: new Date() }];
  const stillPending: CodeSpend["when"][number] = {
    exists: { model: "verification", where: usable },
  };
  const spent: RecordWrite = { delete: record };
  return { record, stillPending, spent };
}
