import {
  authError,
  cookieJarOf,
  getCurrentSession,
  type SessionWithUser,
  startSession,
  toPublic,
  type User,
  type Verification,
  type WithExtraFields,
} from "@tollgate/auth-server";
import { findTwoFactor, findUserAndTwoFactor } from "./adapter";
import { emitSecondFactorPassed, type TwoFactorMethod } from "./events";
import { finishesInOneWrite, finishSignInInOneWrite, NOTHING_TO_SPEND } from "./finish-sign-in";
import type { ResolvedTwoFactorOptions } from "./options";
import { sentCodeIdentifier } from "./otp-code";
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
 * code: a pending sign-in's user is read with the row (one statement on PostgreSQL), and with
 * `withSentCode` the code sent for it too (`sentCode`, null when none or with a session).
 */
export async function challengeWithRow(
  ctx: TwoFactorCall,
  options: ResolvedTwoFactorOptions,
  { withRow = true, withSentCode = false } = {},
): Promise<{ challenge: Challenge; row: TwoFactorRow | null; sentCode: Verification | null }> {
  const { context } = ctx;
  const session = await getCurrentSession(ctx, { disableCookieCache: true });
  if (session) {
    const row = withRow ? await findTwoFactor(context, session.user.id) : null;
    return { challenge: { kind: "session", user: session.user, session }, row, sentCode: null };
  }
  const pending = await readPendingSignIn(context, cookieJarOf(ctx), options);
  const sentCodeOf = withSentCode ? sentCodeIdentifier(pending) : undefined;
  const { user, row, sentCode } = withRow
    ? await findUserAndTwoFactor(context, pending.userId, sentCodeOf)
    : {
        user: await context.internalAdapter.findUserById(pending.userId),
        row: null,
        sentCode: null,
      };
  if (!user) throw twoFactorError("UNAUTHORIZED", "INVALID_TWO_FACTOR_COOKIE");
  return { challenge: { kind: "sign-in", user, pending }, row, sentCode };
}

/** The signed-in caller, or 401 (endpoints that only a signed-in user may call). */
export function sessionOf(challenge: Challenge): SessionWithUser {
  if (challenge.kind !== "session") throw authError("UNAUTHORIZED", "UNAUTHORIZED");
  return challenge.session;
}

/**
 * A right code, already spent: a pending sign-in becomes a session (its record spent, so only
 * once), the device trusted when asked; a signed-in caller keeps theirs. Better Auth's answer:
 * `{ token, user }`. The pending sign-in and the session are one write when they can be
 * (finish-sign-in.ts; `row`: the user's two-factor row, the write's lock).
 */
export async function finishChallenge(
  ctx: TwoFactorCall,
  options: ResolvedTwoFactorOptions,
  challenge: Challenge,
  input: {
    trustDevice?: boolean | undefined;
    user?: WithExtraFields<User>;
    method: TwoFactorMethod;
    row: TwoFactorRow | null;
  },
): Promise<{ token: string; user: Record<string, unknown> }> {
  const { context } = ctx;
  if (challenge.kind === "sign-in" && finishesInOneWrite(context)) {
    const spend = NOTHING_TO_SPEND;
    const answer = await finishSignInInOneWrite(ctx, options, challenge, { ...input, spend });
    // With nothing to spend no condition of a code can fail: null is never answered.
    if (!answer) throw twoFactorError("UNAUTHORIZED", "INVALID_TWO_FACTOR_COOKIE");
    return answer;
  }
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
