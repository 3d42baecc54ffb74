import { z } from "zod";
import { createAuthEndpoint } from "../../api/create-auth-endpoint";
import { authError } from "../../errors/auth-api-error";
import { sendMail } from "../../mail/send-mail";
import { isSessionFresh } from "../../session/resolve-session";
import { requireSession } from "../../session/session-guards";
import {
  createDeleteAccountToken,
  DEFAULT_DELETE_ACCOUNT_TOKEN_EXPIRES_IN,
  deleteAccountIdentifier,
} from "../../tokens/random-tokens";
import { endpointURL } from "../helpers/auth-url";
import { findPasswordAccount } from "../password/credential-account";
import { deleteAccountNow } from "./delete-account-now";
import { deleteUserAnswer } from "./delete-user-answers";
import { DELETE_USER_MESSAGES } from "./delete-user-messages";
import { redeemDeleteToken } from "./redeem-delete-token";
import { requireDeleteUserEnabled } from "./require-delete-enabled";

const deleteUserBody = z.object({
  callbackURL: z.string().optional(),
  password: z.string().optional(),
  token: z.string().optional(),
});

/**
 * POST /delete-user {callbackURL?, password?, token?} → { success: true, message }.
 * A given password must match; without one the session must be fresh. With a token (from the
 * deletion mail) the account goes now. Otherwise, when user.deleteUser.sendDeleteAccountVerification
 * is set, a link to /delete-user/callback is mailed ('Verification email sent'); else the
 * account is deleted at once ('User deleted').
 */
export const deleteUser = createAuthEndpoint(
  "/delete-user",
  {
    method: "POST",
    body: deleteUserBody,
    metadata: {
      interactiveOnly: true,
      openapi: { summary: "Delete the caller's account (at once, or by a confirmation mail)" },
      responseSchema: deleteUserAnswer,
    },
  },
  async (ctx) => {
    const { context, body } = ctx;
    const session = await requireSession(ctx);
    requireDeleteUserEnabled(context);
    const { user } = session;
    if (body.password !== undefined) {
      const account = await findPasswordAccount(context, user.id);
      if (!account) throw authError("BAD_REQUEST", "CREDENTIAL_ACCOUNT_NOT_FOUND");
      const matches = await context.password.verify({
        hash: account.password,
        password: body.password,
      });
      if (!matches) throw authError("BAD_REQUEST", "INVALID_PASSWORD", { field: "password" });
    }
    if (body.token) {
      await redeemDeleteToken(context, user.id, body.token);
      await deleteAccountNow(ctx, user);
      return { success: true, message: DELETE_USER_MESSAGES.USER_DELETED };
    }
    if (body.password === undefined && !isSessionFresh(context, session))
      throw authError("BAD_REQUEST", "SESSION_EXPIRED");

    const options = context.options.user?.deleteUser;
    const send = options?.sendDeleteAccountVerification;
    if (!send) {
      await deleteAccountNow(ctx, user);
      return { success: true, message: DELETE_USER_MESSAGES.USER_DELETED };
    }
    const token = createDeleteAccountToken();
    const identifier = deleteAccountIdentifier(token);
    const lifetime = options.deleteTokenExpiresIn ?? DEFAULT_DELETE_ACCOUNT_TOKEN_EXPIRES_IN;
    await context.internalAdapter.createVerification({
      identifier,
      value: user.id,
      expiresAt: new Date(Date.now() + lifetime * 1000),
    });
    const url = endpointURL(context, "/delete-user/callback", {
      token,
      callbackURL: body.callbackURL ?? "/",
    });
    await sendMail(context, "delete-account", send, { user, url, token }, () =>
      context.internalAdapter.deleteVerification(identifier),
    );
    return { success: true, message: DELETE_USER_MESSAGES.VERIFICATION_EMAIL_SENT };
  },
);
