import { z } from "zod";
import { createAuthEndpoint } from "../api/create-auth-endpoint";
import { authError } from "../errors/auth-api-error";
import { normaliseEmail } from "./helpers/email";
import { requireEmailAndPassword } from "./helpers/require-email-password";
import { signInWithPassword } from "./helpers/sign-in-with-password";

const signInBody = z.object({
  email: z.string(),
  password: z.string(),
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
});

/** POST /sign-in/email → { redirect, token, url, user }. rememberMe defaults to true. */
export const signInEmail = createAuthEndpoint(
  "/sign-in/email",
  { method: "POST", body: signInBody },
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
