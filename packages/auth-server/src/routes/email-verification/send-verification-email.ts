import { z } from "zod";
import { createAuthEndpoint } from "../../api/create-auth-endpoint";
import { authError } from "../../errors/auth-api-error";
import { getCurrentSession } from "../../session/session-guards";
import { normaliseEmail } from "../helpers/email";
import { statusAnswer } from "../helpers/status-answer";
import { canSendVerificationEmail, sendVerificationMail } from "./send-verification-mail";

const sendVerificationEmailBody = z.object({
  email: z.string(),
  callbackURL: z.string().optional(),
});

/**
 * POST /send-verification-email {email, callbackURL?} → { status: true }.
 * Without a session, an unknown or already verified address answers the same { status: true }
 * without sending, so the answer does not reveal whether an account exists. With a session,
 * the address must be the session user's own (400 otherwise).
 */
export const sendVerificationEmail = createAuthEndpoint(
  "/send-verification-email",
  {
    method: "POST",
    body: sendVerificationEmailBody,
    metadata: {
      openapi: { summary: "Mail a verification link to an address" },
      responseSchema: statusAnswer,
    },
  },
  async (ctx) => {
    const { context, body } = ctx;
    if (!canSendVerificationEmail(context))
      throw authError("BAD_REQUEST", "VERIFICATION_EMAIL_NOT_ENABLED");
    const email = normaliseEmail(body.email);
    const session = await getCurrentSession(ctx);
    if (session && session.user.email !== email)
      throw authError("BAD_REQUEST", "EMAIL_MISMATCH", { field: "email" });
    const user = session?.user ?? (await context.internalAdapter.findUserByEmail(email));
    if (!user || user.emailVerified) return { status: true };
    await sendVerificationMail(context, user, body.callbackURL);
    return { status: true };
  },
);
