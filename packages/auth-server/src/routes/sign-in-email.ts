import { z } from "zod";
import { createAuthEndpoint } from "../api/create-auth-endpoint";
import { authError } from "../errors/auth-api-error";
import { modelReference } from "../open-api/model-reference";
import { normaliseEmail } from "./helpers/email";
import { requireEmailAndPassword } from "./helpers/require-email-password";
import { signInWithPassword } from "./helpers/sign-in-with-password";

const signInBody = z.object({
  email: z.string(),
  password: z.string(),
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
});

const signInAnswer = z.object({
  redirect: z.boolean(),
  token: z.string(),
  url: z.string().optional(),
  user: modelReference("user"),
});

/** POST /sign-in/email → { redirect, token, url, user }. rememberMe defaults to true. */
export const signInEmail = createAuthEndpoint(
  "/sign-in/email",
  {
    method: "POST",
    body: signInBody,
    metadata: {
      openapi: { summary: "Sign in with email and password" },
      responseSchema: signInAnswer,
      errorCodes: [
        "EMAIL_AND_PASSWORD_NOT_ENABLED",
        "INVALID_EMAIL",
        "EMAIL_LOCAL_PART_TOO_LONG",
        "FIELD_TOO_LONG",
        "INVALID_EMAIL_OR_PASSWORD",
        "EMAIL_NOT_VERIFIED",
        "FAILED_TO_SEND_EMAIL",
        "FAILED_TO_CREATE_SESSION",
        "OPERATION_REFUSED",
      ],
    },
  },
  async (ctx) => {
    const { context, body } = ctx;
    requireEmailAndPassword(context);
    const email = normaliseEmail(body.email);
    const { token, user } = await signInWithPassword(ctx, {
      findUser: () => context.internalAdapter.findUserWithCredential(email),
      password: body.password,
      rememberMe: body.rememberMe,
      callbackURL: body.callbackURL,
      invalidCredentials: () => authError("UNAUTHORIZED", "INVALID_EMAIL_OR_PASSWORD"),
      emailNotVerified: () => authError("FORBIDDEN", "EMAIL_NOT_VERIFIED"),
    });
    return { redirect: Boolean(body.callbackURL), token, url: body.callbackURL, user };
  },
);
