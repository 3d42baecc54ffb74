import {
  canJudgeSessionBeforeUser,
  cookieJarOf,
  type RequestContext,
  toPublic,
  writeWithSessionIf,
} from "@tollgate/auth-server";
import type { CodeSpend } from "./adapter";
import type { Challenge, TwoFactorCall } from "./challenge";
import { emitSecondFactorPassed, type TwoFactorMethod } from "./events";
import type { ResolvedTwoFactorOptions } from "./options";
import { expirePendingCookie, pendingSpend } from "./pending-sign-in";
import { TWO_FACTOR_MODEL, type TwoFactorRow } from "./schema";
import { setTrustCookie, trustRecordOf } from "./trusted-device";
import { twoFactorError } from "./two-factor-error";

/**
 * A held-back sign-in finished in one guarded write (writeWithSessionIf: one round trip on
 * PostgreSQL): the right code's spend, the pending sign-in's and the session, instead of one
 * write after another. What is written stays what was written one after another:
 * - the code no longer as read (a concurrent request spent it, a wrong try replaced it): nothing
 *   is written, and the caller answers as when its compare and set failed;
 * - the pending sign-in gone meanwhile (finished by a concurrent request): the code is spent
 *   alone and 401 INVALID_TWO_FACTOR_COOKIE answered, the cookie expired;
 * - the session refused (a ban, an app's rule): the code and the pending sign-in stay spent.
 * With `trustDevice`, the device's trust is created in the same batch as the session (3
 * statements, not 4), and not at all when the session is refused.
 * The write locks the user's two-factor row (or, when there is none, the pending record), so
 * every finish of a user's sign-ins and every spend of their codes takes turns: a pending
 * sign-in makes one session, a code is spent once.
 */

export type SignInChallenge = Extract<Challenge, { kind: "sign-in" }>;

/**
 * Whether a held-back sign-in finishes in one write: the session can be judged on the user as
 * read (canJudgeSessionBeforeUser: no security-event listener, whose events keep their order,
 * and no session hook that reads the user), as startSession judged it after the other writes.
 */
export function finishesInOneWrite(context: RequestContext): boolean {
  return canJudgeSessionBeforeUser(context);
}

/** The code's spend when there is none left to make (already made, or none to make). */
export const NOTHING_TO_SPEND: CodeSpend = { when: [], writes: [] };

/**
 * Spends the code (`spend`) and the pending sign-in and starts the session, in one write.
 * Answers Better Auth's `{ token, user }`, or null when the code was no longer as read
 * (nothing written).
 */
export async function finishSignInInOneWrite(
  ctx: TwoFactorCall,
  options: ResolvedTwoFactorOptions,
  challenge: SignInChallenge,
  input: {
    row: TwoFactorRow | null;
    spend: CodeSpend;
    trustDevice?: boolean | undefined;
    method: TwoFactorMethod;
  },
): Promise<{ token: string; user: Record<string, unknown> } | null> {
  const { context } = ctx;
  const { user, pending } = challenge;
  const jar = cookieJarOf(ctx);
  const { record, stillPending, spent } = pendingSpend(pending);
  const lock = input.row
    ? { model: TWO_FACTOR_MODEL, where: [{ field: "id", value: input.row.id }] }
    : record;
  // The device's trust is written with the session, and not at all when it is refused.
  const trust = input.trustDevice ? trustRecordOf(options, user.id) : null;
  const written = await writeWithSessionIf(
    ctx,
    { lock, when: [...input.spend.when, stillPending], writes: [...input.spend.writes, spent] },
    { was: user },
    { rememberMe: pending.rememberMe, multiFactor: true },
    // The cookie goes before the session's are set, as when the pending sign-in was spent first.
    async () => expirePendingCookie(context, jar, options),
    () => (trust ? [{ model: "verification", data: trust }] : []),
  );
  if (written.failed !== null && written.failed < input.spend.when.length) return null;
  if (written.failed !== null) {
    // Gone meanwhile: the code is spent all the same, as when it was spent first.
    const alone = input.spend.writes.length
      ? await context.internalAdapter.writeRecordsIf({ lock, ...input.spend })
      : null;
    if (alone && alone.failed !== null) return null;
    await emitSecondFactorPassed(context, user.id, input.method, true);
    expirePendingCookie(context, jar, options);
    throw twoFactorError("UNAUTHORIZED", "INVALID_TWO_FACTOR_COOKIE");
  }
  await emitSecondFactorPassed(context, user.id, input.method, true);
  if (!written.started) {
    expirePendingCookie(context, jar, options);
    throw written.refused;
  }
  // Its cookie after the session's, as when the record was written after the session.
  if (trust) await setTrustCookie(context, jar, options, trust.identifier);
  const { session, user: started } = written.started;
  return { token: session.token, user: toPublic(context, "user", started) };
}
