import { z } from "zod";
import { type AuthEndpointContext, createAuthEndpoint } from "../../api/create-auth-endpoint";
import type { Row } from "../../db/adapter-types";
import type { RecordWrite } from "../../db/internal-adapter-types";
import { authError } from "../../errors/auth-api-error";
import { modelReference } from "../../open-api/model-reference";
import { emitSecurityEvent } from "../../security-events/emit-security-event";
import { cookieJarOf } from "../../session/cookie-jar";
import { toPublic } from "../../session/public-fields";
import type { SessionRead } from "../../session/resolve-session";
import { setSessionCacheCookie } from "../../session/session-cookies";
import { getCurrentSession } from "../../session/session-guards";
import { SignInPending } from "../../session/sign-in-rules";
import {
  canJudgeSessionBeforeUser,
  startSession,
  writeWithSession,
} from "../../session/start-session";
import { verifyVerificationToken } from "../../tokens/verification-jwt";
import type { SessionWithUser, User, WithExtraFields } from "../../types/models";
import { withQuery } from "../helpers/auth-url";
import { redirectFailure } from "../helpers/browser-failure";
import { redirectResponse } from "../helpers/redirect-response";
import { applyEmailChange } from "./apply-email-change";
import { claimChangeEmailTokenUnlessTaken } from "./change-email-claim";
import { takePasswordSetHere } from "./password-set-here";
import { firstVerificationWrites } from "./secure-first-verification";
import { readTokenUserAndSession } from "./token-user-and-session";

const verifyEmailQuery = z.object({ token: z.string(), callbackURL: z.string().optional() });
type VerifyEmailContext = AuthEndpointContext<
  "/verify-email",
  { method: "GET"; query: typeof verifyEmailQuery }
>;
/** Without a callbackURL: the verified user (the new address's owner after a change). */
const verifyEmailAnswer = z.strictObject({
  status: z.literal(true),
  user: modelReference("user"),
  passwordResetRequired: z.literal(true).optional(),
});

type VerifyEmailAnswer = {
  status: true;
  user: WithExtraFields<User>;
  /** The password set before the verification was cleared: the user sets a new one. */
  passwordResetRequired?: true;
  /** The sign-in that followed waits for a second factor (its pending cookie is set). */
  pendingSignIn?: SignInPending;
};

/**
 * A token carrying updateTo: only the signed-in owner of the old address may spend it, once
 * (claimed before the mail to the new address goes out, so concurrent uses send one mail).
 */
async function confirmEmailChange(
  ctx: VerifyEmailContext,
  user: WithExtraFields<User>,
  newEmail: string,
  sessionRead: SessionRead | undefined,
): Promise<WithExtraFields<User>> {
  const session = await getCurrentSession(ctx, sessionRead ? { read: sessionRead } : {});
  if (!session || session.user.id !== user.id) throw authError("UNAUTHORIZED", "UNAUTHORIZED");
  // A taken address does not burn the link: the claim is made only while the address is free.
  const claim = await claimChangeEmailTokenUnlessTaken(
    ctx.context,
    ctx.query.token,
    user.id,
    newEmail,
  );
  if (claim === "taken") throw authError("BAD_REQUEST", "COULDNT_UPDATE_YOUR_EMAIL");
  if (!claim) throw authError("UNAUTHORIZED", "INVALID_TOKEN");
  const updated = await applyEmailChange(ctx.context, user, newEmail, ctx.query.callbackURL);
  await setSessionCacheCookie(ctx.context, cookieJarOf(ctx), {
    session: session.session,
    user: updated,
  });
  return updated;
}

/**
 * The verification's writes answered: writeWithSession's answer (the session `started`, or why
 * the sign-in was `refused`), or writeRecords' answers alone (`started` absent).
 */
interface VerificationWritten {
  answers: readonly unknown[];
  started?: SessionWithUser | null;
  refused?: unknown;
}

/**
 * Marks the address verified, ends the sessions made before (secure-first-verification.ts),
 * runs onEmailVerification, and signs in the browser that followed the link when it was signed
 * in as this user or autoSignInAfterVerification is on. The writes go as one batch, the new
 * session with them when it can be judged before they are written (canJudgeSessionBeforeUser:
 * the sign-in rules and the session's hooks see the user as it will be) and nothing runs
 * between (onEmailVerification, which may refuse the sign-in by throwing).
 */
async function markVerified(
  ctx: VerifyEmailContext,
  user: WithExtraFields<User>,
): Promise<VerifyEmailAnswer> {
  const { context } = ctx;
  const options = context.options.emailVerification;
  const current = await getCurrentSession(ctx, { disableCookieCache: true });
  const setHere = await takePasswordSetHere(context, cookieJarOf(ctx), user.id);
  const signedInHere = current?.user.id === user.id;
  const signIn = signedInHere || options?.autoSignInAfterVerification === true;
  const sessionInBatch =
    signIn && canJudgeSessionBeforeUser(context) && !options?.onEmailVerification;
  const secure = await firstVerificationWrites(context, user.id, signedInHere || setHere);
  const byId = [{ field: "id", value: user.id }];
  const writes: RecordWrite[] = [
    { update: { model: "user", where: byId, data: { emailVerified: true } } },
    ...secure.writes,
  ];
  const written: VerificationWritten = await (sessionInBatch
    ? writeWithSession(ctx, writes, { write: 0, was: user })
    : context.internalAdapter.writeRecords(writes).then((answers) => ({ answers }))
  ).catch(async (error) => {
    // The user went since it was read: the new session's foreign key refused the batch.
    if (!(await context.internalAdapter.findUserById(user.id)))
      throw authError("UNAUTHORIZED", "USER_NOT_FOUND");
    throw error;
  });
  const { answers } = written;
  // writeRecords answers, in order, the rows each update or delete touched.
  const [updated] = answers[0] as WithExtraFields<User>[];
  if (!updated) throw authError("UNAUTHORIZED", "USER_NOT_FOUND");
  const passwordCleared =
    secure.clearsPassword && (answers[secure.writes.length] as Row[]).length > 0;
  await emitSecurityEvent(context, { type: "email.verified", subject: user.id });
  await options?.onEmailVerification?.(updated, context.request);
  let pendingSignIn: SignInPending | undefined;
  const heldBack = (error: unknown) => {
    // The address is verified either way; the sign-in waits for its second factor.
    if (!(error instanceof SignInPending)) throw error;
    pendingSignIn = error;
  };
  if (written.started === null) heldBack(written.refused);
  else if (signIn && !written.started) await startSession(ctx, updated).catch(heldBack);
  const answer: VerifyEmailAnswer = passwordCleared
    ? { status: true, user: updated, passwordResetRequired: true }
    : { status: true, user: updated };
  if (pendingSignIn) answer.pendingSignIn = pendingSignIn;
  return answer;
}

async function verify(ctx: VerifyEmailContext): Promise<VerifyEmailAnswer> {
  const { context, query } = ctx;
  const check = await verifyVerificationToken(context.secret, query.token);
  if (check.status === "expired") throw authError("UNAUTHORIZED", "TOKEN_EXPIRED");
  if (check.status === "invalid") throw authError("UNAUTHORIZED", "INVALID_TOKEN");
  const { email, updateTo } = check.claims;
  if (updateTo) {
    // The caller's session is read with the token's user, and resolved once the user is found.
    const { user, sessionRead } = await readTokenUserAndSession(ctx, email);
    if (!user) throw authError("UNAUTHORIZED", "USER_NOT_FOUND");
    return { status: true, user: await confirmEmailChange(ctx, user, updateTo, sessionRead) };
  }
  const user = await context.internalAdapter.findUserByEmail(email);
  if (!user) throw authError("UNAUTHORIZED", "USER_NOT_FOUND");
  // Already verified: nothing to change, and a replayed link does not sign anyone in.
  if (user.emailVerified) return { status: true, user };
  return markVerified(ctx, user);
}

/**
 * GET /verify-email ?token&callbackURL → { status: true, user }, or a 302 to callbackURL.
 * Failures answer 401 JSON { code, message } (TOKEN_EXPIRED, INVALID_TOKEN, USER_NOT_FOUND,
 * UNAUTHORIZED), or with a callbackURL redirect there with error=token_expired|invalid_token|
 * user_not_found|unauthorized.
 */
export const verifyEmail = createAuthEndpoint(
  "/verify-email",
  {
    method: "GET",
    query: verifyEmailQuery,
    metadata: {
      openapi: {
        summary: "Follow an email verification link",
        responses: {
          "302": redirectResponse(
            "With a callbackURL: the browser goes back to the app.",
            "callbackURL (with password_reset_required=true when the password was cleared), or callbackURL with error=token_expired|invalid_token|user_not_found|unauthorized on failure.",
          ),
        },
      },
      responseSchema: verifyEmailAnswer,
    },
  },
  async (ctx) => {
    let answer: VerifyEmailAnswer;
    try {
      answer = await verify(ctx);
    } catch (error) {
      throw redirectFailure(ctx, ctx.query.callbackURL, error, (code) => code.toLowerCase());
    }
    const { callbackURL } = ctx.query;
    if (callbackURL) {
      const target = answer.passwordResetRequired
        ? withQuery(callbackURL, { password_reset_required: "true" })
        : callbackURL;
      throw ctx.redirect(answer.pendingSignIn ? answer.pendingSignIn.redirectTo(target) : target);
    }
    const user = toPublic(ctx.context, "user", answer.user);
    return answer.passwordResetRequired
      ? { status: answer.status, user, passwordResetRequired: true }
      : { status: answer.status, user };
  },
);
