import { z } from "zod";
import { createAuthEndpoint } from "../api/create-auth-endpoint";
import { pickInputFields } from "../api/input-fields";
import { authError } from "../errors/auth-api-error";
import { modelReference } from "../open-api/model-reference";
import { cookieJarOf } from "../session/cookie-jar";
import { toPublic } from "../session/public-fields";
import {
  adoptSession,
  canWriteSessionInBatch,
  newSessionData,
  startSession,
} from "../session/start-session";
import { CREDENTIAL_PROVIDER_ID } from "../types/models";
import { rememberPasswordSetHere } from "./email-verification/password-set-here";
import {
  canSendVerificationEmail,
  sendVerificationMail,
} from "./email-verification/send-verification-mail";
import { findOrCreateUser } from "./helpers/create-user-with-account";
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
    // Hash before touching the database: nothing slow runs while a connection is held.
    const passwordHash = await context.password.hash(body.password);
    const { user, created, session } = await findOrCreateUser(context, {
      user: { ...extra, email, name: body.name, image: body.image ?? null, emailVerified: false },
      account: (userId) => ({
        providerId: CREDENTIAL_PROVIDER_ID,
        accountId: userId,
        password: passwordHash,
      }),
      // The session goes with the user and account when nothing must run before it is written.
      ...(autoSignIn && canWriteSessionInBatch(context)
        ? { session: (userId: string) => newSessionData(ctx, userId, sessionOptions) }
        : {}),
    });
    // Taken while the password was hashed.
    if (!created) throw authError("UNPROCESSABLE_ENTITY", "USER_ALREADY_EXISTS");

    const sendOnSignUp = context.options.emailVerification?.sendOnSignUp;
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

    // This browser chose the password: following the verification link here keeps it.
    if (!user.emailVerified && canSendVerificationEmail(context))
      await rememberPasswordSetHere(context, cookieJarOf(ctx), user.id);

    if (!autoSignIn) return { token: null, user: toPublic(context, "user", user) };
    const started = session
      ? await adoptSession(ctx, { session, user }, sessionOptions)
      : await startSession(ctx, user, sessionOptions);
    return { token: started.session.token, user: toPublic(context, "user", user) };
  },
);
