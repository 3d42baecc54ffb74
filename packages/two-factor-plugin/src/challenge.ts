import {
  authError,
  cookieJarOf,
  getCurrentSession,
  type SessionWithUser,
  startSession,
  toPublic,
  type User,
  type WithExtraFields,
} from "@tollgate/auth-server";
import { findTwoFactor, findUserAndTwoFactor } from "./adapter";
import { emitSecondFactorPassed, type TwoFactorMethod } from "./events";
import type { ResolvedTwoFactorOptions } from "./options";
import { type PendingSignIn, readPendingSignIn, spendPendingSignIn } from "./pending-sign-in";
import type { TwoFactorRow } from "./schema";
import { trustDevice } from "./trusted-device";
import { twoFactorError } from "./two-factor-error";

/** The request a verify endpoint runs in: what the core's session helpers need. */
export type TwoFactorCall = Parameters<typeof getCurrentSession>[0] &
  Parameters<typeof startSession>[0];

/**
 * Who is giving a code: a signed-in user (confirming a new authenticator, or a step-up), or a
 * sign-in waiting for its second factor (the `two_factor` cookie).
 */
export type Challenge =
  | { kind: "session"; user: WithExtraFields<User>; session: SessionWithUser }
  | { kind: "sign-in"; user: WithExtraFields<User>; pending: PendingSignIn };

export async function challengeOf(
  ctx: TwoFactorCall,
  options: ResolvedTwoFactorOptions,
): Promise<Challenge> {
  return (await challengeWithRow(ctx, options, { withRow: false })).challenge;
}

/**
 * The challenge and the user's two-factor row (null when none), for the endpoints that check a
 * code: a pending sign-in's user is read with the row (one statement on PostgreSQL).
 */
export async function challengeWithRow(
  ctx: TwoFactorCall,
  options: ResolvedTwoFactorOptions,
  { withRow = true } = {},
): Promise<{ challenge: Challenge; row: TwoFactorRow | null }> {
  const { context } = ctx;
  const session = await getCurrentSession(ctx, { disableCookieCache: true });
  if (session) {
    const row = withRow ? await findTwoFactor(context, session.user.id) : null;
    return { challenge: { kind: "session", user: session.user, session }, row };
  }
  const pending = await readPendingSignIn(context, cookieJarOf(ctx), options);
  const { user, row } = withRow
    ? await findUserAndTwoFactor(context, pending.userId)
    : { user: await context.internalAdapter.findUserById(pending.userId), row: null };
  if (!user) throw twoFactorError("UNAUTHORIZED", "INVALID_TWO_FACTOR_COOKIE");
  return { challenge: { kind: "sign-in", user, pending }, row };
}

/** The signed-in caller, or 401 (endpoints that only a signed-in user may call). */
export function sessionOf(challenge: Challenge): SessionWithUser {
  if (challenge.kind !== "session") throw authError("UNAUTHORIZED", "UNAUTHORIZED");
  return challenge.session;
}

/**
 * A right code: a pending sign-in becomes a session (its record spent, so only once), the
 * device trusted when asked; a signed-in caller keeps theirs. Better Auth's answer:
 * `{ token, user }`.
 */
export async function finishChallenge(
  ctx: TwoFactorCall,
  options: ResolvedTwoFactorOptions,
  challenge: Challenge,
  input: {
    trustDevice?: boolean | undefined;
    user?: WithExtraFields<User>;
    method: TwoFactorMethod;
  },
): Promise<{ token: string; user: Record<string, unknown> }> {
  const { context } = ctx;
  const user = input.user ?? challenge.user;
  await emitSecondFactorPassed(context, user.id, input.method, challenge.kind === "sign-in");
  if (challenge.kind === "session")
    return { token: challenge.session.session.token, user: toPublic(context, "user", user) };
  const jar = cookieJarOf(ctx);
  await spendPendingSignIn(context, jar, options, challenge.pending);
  const started = await startSession(ctx, user, {
    rememberMe: challenge.pending.rememberMe,
    multiFactor: true,
  });
  if (input.trustDevice) await trustDevice(context, jar, options, user.id);
  return { token: started.session.token, user: toPublic(context, "user", started.user) };
}
