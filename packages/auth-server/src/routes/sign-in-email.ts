import { z } from "zod";
import { createAuthEndpoint } from "../api/create-auth-endpoint";
import { decoyPasswordHash } from "../crypto/password";
import { authError } from "../errors/auth-api-error";
import { toPublic } from "../session/public-fields";
import { startSession } from "../session/start-session";
import {
  canSendVerificationEmail,
  sendVerificationMail,
} from "./email-verification/send-verification-mail";
import { normaliseEmail } from "./helpers/email";
import { requireEmailAndPassword } from "./helpers/require-email-password";

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
    const found = await context.internalAdapter.findUserWithCredential(email);
    const storedHash = found?.credential?.password;
    if (!found || !storedHash) {
      // Same work as a real check, so response time does not reveal whether the email exists.
      await context.password.verify({
        hash: await decoyPasswordHash(context.password),
        password: body.password,
      });
      throw authError("UNAUTHORIZED", "INVALID_EMAIL_OR_PASSWORD");
    }
    if (!(await context.password.verify({ hash: storedHash, password: body.password }))) {
      throw authError("UNAUTHORIZED", "INVALID_EMAIL_OR_PASSWORD");
    }
    if (context.options.emailAndPassword?.requireEmailVerification && !found.user.emailVerified) {
      // emailVerification.sendOnSignIn: a blocked sign-in mails a fresh verification link.
      if (context.options.emailVerification?.sendOnSignIn && canSendVerificationEmail(context))
        await sendVerificationMail(context, found.user, body.callbackURL);
      throw authError("FORBIDDEN", "EMAIL_NOT_VERIFIED");
    }
    const session = await startSession(ctx, found.user, { rememberMe: body.rememberMe });
    return {
      redirect: Boolean(body.callbackURL),
      token: session.session.token,
      url: body.callbackURL,
      user: toPublic(context, "user", found.user),
    };
  },
);
