import type { RequestContext } from "../../context/context-types";
import { authError } from "../../errors/auth-api-error";
import { sendMail } from "../../mail/send-mail";
import type { User, WithExtraFields } from "../../types/models";
import { createVerificationLink } from "./verification-link";

/** Whether the application configured `emailVerification.sendVerificationEmail`. */
export function canSendVerificationEmail(context: RequestContext): boolean {
  return Boolean(context.options.emailVerification?.sendVerificationEmail);
}

/**
 * Mails `user` a link that verifies `user.email`. The token is stateless (a signed JWT), so a
 * failed send leaves nothing stored; it answers 500 'Failed to send email'.
 */
export async function sendVerificationMail(
  context: RequestContext,
  user: WithExtraFields<User>,
  callbackURL?: string | undefined,
): Promise<void> {
  const send = context.options.emailVerification?.sendVerificationEmail;
  if (!send) throw authError("BAD_REQUEST", "VERIFICATION_EMAIL_NOT_ENABLED");
  const { token, url } = await createVerificationLink(context, { email: user.email, callbackURL });
  await sendMail(context, "verification", send, { user, url, token });
}
