import type { RequestContext } from "../../context/context-types";
import { UniqueConstraintError } from "../../db/unique-constraint-error";
import { authError } from "../../errors/auth-api-error";
import { emitSecurityEvent } from "../../security-events/emit-security-event";
import type { User, WithExtraFields } from "../../types/models";
import { canSendVerificationEmail, sendVerificationMail } from "./send-verification-mail";

/**
 * Moves `user` to `newEmail` (unverified). When verification mail is configured, the mail to
 * the new address goes out FIRST: if it fails, nothing has changed. Callers have just found the
 * address free (change-email, verify-email's confirmation); the unique index settles a race for
 * it since. A taken address answers 400 "Couldn't update your email" (spec).
 */
export async function applyEmailChange(
  context: RequestContext,
  user: WithExtraFields<User>,
  newEmail: string,
  callbackURL: string | undefined,
): Promise<WithExtraFields<User>> {
  if (canSendVerificationEmail(context)) {
    await sendVerificationMail(
      context,
      { ...user, email: newEmail, emailVerified: false },
      callbackURL,
    );
  }
  let updated: WithExtraFields<User> | null;
  try {
    updated = await context.internalAdapter.updateUser(user.id, {
      email: newEmail,
      emailVerified: false,
      updatedAt: new Date(),
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError && error.isOn("user", "email"))
      throw authError("BAD_REQUEST", "COULDNT_UPDATE_YOUR_EMAIL", { field: "newEmail" });
    throw error;
  }
  if (!updated) throw authError("BAD_REQUEST", "COULDNT_UPDATE_YOUR_EMAIL");
  const payload = { previousEmail: user.email, newEmail };
  await emitSecurityEvent(context, { type: "email.changed", subject: user.id, payload });
  return updated;
}
