import { z } from "zod";
import { createAuthEndpoint } from "../api/create-auth-endpoint";
import { authError } from "../errors/auth-api-error";
import { sendMail } from "../mail/send-mail";
import { emitSecurityEvent } from "../security-events/emit-security-event";
import { cookieJarOf } from "../session/cookie-jar";
import { setSessionCacheCookie } from "../session/session-cookies";
import { requireSession } from "../session/session-guards";
import { applyEmailChange } from "./email-verification/apply-email-change";
import { rememberChangeEmailToken } from "./email-verification/change-email-claim";
import { createVerificationLink } from "./email-verification/verification-link";
import { normaliseEmail } from "./helpers/email";
import { statusAnswer } from "./helpers/status-answer";

const changeEmailBody = z.object({ newEmail: z.string(), callbackURL: z.string().optional() });

/**
 * POST /change-email {newEmail, callbackURL?} → { status: true }.
 * Unverified current address: the change happens now (after the verification mail to the new
 * address, when verification mail is configured). Verified current address: a confirmation
 * goes to the CURRENT address through user.changeEmail.sendChangeEmailVerification, with a
 * verify-email link whose token carries updateTo; the change happens when it is followed, once
 * (the link is single-use). A taken address answers 400 "Couldn't update your email".
 */
export const changeEmail = createAuthEndpoint(
  "/change-email",
  {
    method: "POST",
    body: changeEmailBody,
    metadata: {
      interactiveOnly: true,
      openapi: {
        summary: "Change the caller's email address (at once, or by a confirmation mail)",
      },
      responseSchema: statusAnswer,
    },
  },
  async (ctx) => {
    const { context, body } = ctx;
    const session = await requireSession(ctx);
    const options = context.options.user?.changeEmail;
    if (!options?.enabled) throw authError("BAD_REQUEST", "CHANGE_EMAIL_DISABLED");
    const newEmail = normaliseEmail(body.newEmail, "newEmail");
    const { user } = session;
    if (newEmail === user.email)
      throw authError("BAD_REQUEST", "EMAIL_IS_THE_SAME", { field: "newEmail" });
    // Spec: a taken address answers 400 "Couldn't update your email" (no mail goes out).
    if (await context.internalAdapter.findUserByEmail(newEmail))
      throw authError("BAD_REQUEST", "COULDNT_UPDATE_YOUR_EMAIL", { field: "newEmail" });

    if (!user.emailVerified) {
      const updated = await applyEmailChange(context, user, newEmail, body.callbackURL);
      await setSessionCacheCookie(context, cookieJarOf(ctx), {
        session: session.session,
        user: updated,
      });
      return { status: true };
    }

    const send = options.sendChangeEmailVerification;
    if (!send) throw authError("BAD_REQUEST", "VERIFICATION_EMAIL_NOT_ENABLED");
    const { token, url } = await createVerificationLink(context, {
      email: user.email,
      updateTo: newEmail,
      callbackURL: body.callbackURL,
    });
    await rememberChangeEmailToken(context, token, user.id);
    await sendMail(context, "change-email", send, { user, newEmail, url, token });
    await emitSecurityEvent(context, { type: "email.change-requested", payload: { newEmail } });
    return { status: true };
  },
);
