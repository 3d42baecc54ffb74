import { z } from "zod";
import { createAuthEndpoint } from "../api/create-auth-endpoint";
import { pickInputFields } from "../api/input-fields";
import { authError } from "../errors/auth-api-error";
import { modelReference } from "../open-api/model-reference";
import { cookieJarOf } from "../session/cookie-jar";
import { toPublic } from "../session/public-fields";
import {
  adoptSession,
  canJudgeSessionBeforeUser,
  canWriteSessionInBatch,
  newSessionData,
  type StartSessionCarrier,
  type StartSessionOptions,
  startSession,
} from "../session/start-session";
import { CREDENTIAL_PROVIDER_ID, type User, type WithExtraFields } from "../types/models";
import { rememberPasswordSetHere } from "./email-verification/password-set-here";
import {
  canSendVerificationEmail,
  sendVerificationMail,
} from "./email-verification/send-verification-mail";
import { findOrCreateUser, type NewUserWithAccount } from "./helpers/create-user-with-account";
import { normaliseEmail } from "./helpers/email";
import { checkPasswordLength } from "./helpers/password-rules";
import { checkImage, checkName } from "./helpers/profile-fields";
import { requireEmailAndPassword } from "./helpers/require-email-password";

const signUpBody = z.looseObject({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  image: z.string().optional(),
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
});

/** The answer: the session's token (null without auto sign-in) and the new user. */
const signUpAnswer = z.object({ token: z.string().nullable(), user: modelReference("user") });

/** POST /sign-up/email → { token | null, user } (Better Auth's shape). */
export const signUpEmail = createAuthEndpoint(
  "/sign-up/email",
  {
    method: "POST",
    body: signUpBody,
    metadata: {
      openapi: { summary: "Sign up with email and password" },
      responseSchema: signUpAnswer,
      inputFields: { model: "user", mode: "create" },
      errorCodes: [
        "EMAIL_AND_PASSWORD_NOT_ENABLED",
        "SIGN_UP_DISABLED",
        "FIELD_REQUIRED",
        "FIELD_TOO_LONG",
        "FIELD_HAS_CONTROL_CHARACTERS",
        "INVALID_FIELD",
        "INVALID_EMAIL",
        "EMAIL_LOCAL_PART_TOO_LONG",
        "PASSWORD_TOO_SHORT",
        "PASSWORD_TOO_LONG",
        "USER_ALREADY_EXISTS",
        "FAILED_TO_SEND_EMAIL",
        "FAILED_TO_CREATE_SESSION",
        "OPERATION_REFUSED",
      ],
    },
  },
  async (ctx) => {
    const { context, body } = ctx;
    requireEmailAndPassword(context);
    const options = context.options.emailAndPassword;
    if (options?.disableSignUp) throw authError("BAD_REQUEST", "SIGN_UP_DISABLED");
    checkName(context, body.name);
    const email = normaliseEmail(body.email);
    checkPasswordLength(context, body.password);
    if (body.image !== undefined) checkImage(body.image);
    const extra = pickInputFields(context, "user", body, {
      mode: "create",
      handled: ["name", "image", "email", "password"],
    });
    if (await context.internalAdapter.findUserByEmail(email))
      throw authError("UNPROCESSABLE_ENTITY", "USER_ALREADY_EXISTS");

    const autoSignIn = options?.autoSignIn !== false && !options?.requireEmailVerification;
    const sessionOptions = { rememberMe: body.rememberMe };
    const sendOnSignUp = context.options.emailVerification?.sendOnSignUp;
    const mailsOnSignUp = sendOnSignUp === true && canSendVerificationEmail(context);
    // This browser chose the password: following the verification link here keeps it.
    const rememberPassword = async (user: WithExtraFields<User>) => {
      if (!user.emailVerified && canSendVerificationEmail(context))
        await rememberPasswordSetHere(context, cookieJarOf(ctx), user.id);
    };
    // Hash before touching the database: nothing slow runs while a connection is held.
    const passwordHash = await context.password.hash(body.password);
    const { user, created, session, signedIn } = await findOrCreateUser(context, {
      user: { ...extra, email, name: body.name, image: body.image ?? null, emailVerified: false },
      account: (userId) => ({
        providerId: CREDENTIAL_PROVIDER_ID,
        accountId: userId,
        password: passwordHash,
      }),
      ...(autoSignIn ? sessionWithUser(ctx, sessionOptions, mailsOnSignUp, rememberPassword) : {}),
    });
    // Taken while the password was hashed.
    if (!created) throw authError("UNPROCESSABLE_ENTITY", "USER_ALREADY_EXISTS");

    if (signedIn) {
      // Judged and written with the user: the password cookie went before the session's.
      if ("refused" in signedIn) {
        await rememberPassword(user);
        throw signedIn.refused;
      }
      return { token: signedIn.started.session.token, user: toPublic(context, "user", user) };
    }

    if (sendOnSignUp && !user.emailVerified && canSendVerificationEmail(context)) {
      try {
        await sendVerificationMail(context, user, body.callbackURL);
      } catch (error) {
        // No half-made sign-up: without its verification mail the account is removed again,
        // so the same address can simply sign up once more.
        await context.internalAdapter.deleteUser(user.id);
        throw error;
      }
    }
    await rememberPassword(user);

    if (!autoSignIn) return { token: null, user: toPublic(context, "user", user) };
    const started = session
      ? await adoptSession(ctx, { session, user }, sessionOptions)
      : await startSession(ctx, user, sessionOptions);
    return { token: started.session.token, user: toPublic(context, "user", user) };
  },
);

/**
 * How the new user's session goes with their user and account, when it can: written in the
 * batch when nothing judges a session; judged on the user's row as it will be stored and written
 * in the batch when every judge can (writeWithSession), unless a verification mail goes first
 * (sendOnSignUp: a failed mail removes the user before any session). Otherwise (nothing given)
 * startSession follows the user's write.
 */
function sessionWithUser(
  ctx: StartSessionCarrier,
  sessionOptions: StartSessionOptions,
  mailsOnSignUp: boolean,
  beforeCookies: (user: WithExtraFields<User>) => Promise<void>,
): Pick<NewUserWithAccount, "session" | "signIn" | "signInOptions" | "beforeCookies"> {
  const { context } = ctx;
  if (canWriteSessionInBatch(context))
    return { session: (userId: string) => newSessionData(ctx, userId, sessionOptions) };
  if (mailsOnSignUp || !canJudgeSessionBeforeUser(context)) return {};
  return { signIn: ctx, signInOptions: sessionOptions, beforeCookies };
}
