import { z } from "zod";
import { type AuthEndpointContext, createAuthEndpoint } from "../../api/create-auth-endpoint";
import { authError } from "../../errors/auth-api-error";
import { sendMail } from "../../mail/send-mail";
import { emitSecurityEvent } from "../../security-events/emit-security-event";
import {
  createResetPasswordToken,
  DEFAULT_RESET_PASSWORD_TOKEN_EXPIRES_IN,
  resetPasswordIdentifier,
} from "../../tokens/random-tokens";
import { endpointURL } from "../helpers/auth-url";
import { normaliseEmail } from "../helpers/email";
import { statusAnswer } from "../helpers/status-answer";

const forgetPasswordBody = z.object({ email: z.string(), redirectTo: z.string().optional() });
type ForgetPasswordOptions = { method: "POST"; body: typeof forgetPasswordBody };

/**
 * Stores a 24-character reset token (identifier `reset-password:<token>`, value = user id) and
 * mails `${baseURL}${basePath}/reset-password/<token>?callbackURL=<redirectTo or />`.
 * Answers { status: true } whether or not the address belongs to an account.
 */
async function requestReset<P extends string>(
  ctx: AuthEndpointContext<P, ForgetPasswordOptions>,
): Promise<{ status: boolean }> {
  const { context, body } = ctx;
  const send = context.options.emailAndPassword?.sendResetPassword;
  if (!send) throw authError("BAD_REQUEST", "RESET_PASSWORD_NOT_ENABLED");
  const email = normaliseEmail(body.email);
  const user = await context.internalAdapter.findUserByEmail(email);
  if (!user) return { status: true };
  const token = createResetPasswordToken();
  const identifier = resetPasswordIdentifier(token);
  const lifetime =
    context.options.emailAndPassword?.resetPasswordTokenExpiresIn ??
    DEFAULT_RESET_PASSWORD_TOKEN_EXPIRES_IN;
  await context.internalAdapter.createVerification({
    identifier,
    value: user.id,
    expiresAt: new Date(Date.now() + lifetime * 1000),
  });
  const url = endpointURL(context, `/reset-password/${token}`, {
    callbackURL: body.redirectTo ?? "/",
  });
  await sendMail(context, "reset-password", send, { user, url, token }, () =>
    context.internalAdapter.deleteVerification(identifier),
  );
  await emitSecurityEvent(context, { type: "password.reset-requested", subject: user.id });
  return { status: true };
}

/** POST /forget-password {email, redirectTo?} → { status: true }. */
export const forgetPassword = createAuthEndpoint(
  "/forget-password",
  {
    method: "POST",
    body: forgetPasswordBody,
    metadata: {
      openapi: { summary: "Mail a password reset link (Better Auth's earlier name)" },
      responseSchema: statusAnswer,
    },
  },
  requestReset,
);

/** POST /request-password-reset: Better Auth's newer name for /forget-password. */
export const requestPasswordReset = createAuthEndpoint(
  "/request-password-reset",
  {
    method: "POST",
    body: forgetPasswordBody,
    metadata: {
      openapi: { summary: "Mail a password reset link" },
      responseSchema: statusAnswer,
    },
  },
  requestReset,
);
