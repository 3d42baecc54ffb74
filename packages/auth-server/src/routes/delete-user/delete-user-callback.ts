import { z } from "zod";
import { createAuthEndpoint } from "../../api/create-auth-endpoint";
import { requireSession } from "../../session/session-guards";
import { redirectFailure } from "../helpers/browser-failure";
import { redirectResponse } from "../helpers/redirect-response";
import { deleteAccountNow } from "./delete-account-now";
import { userDeletedAnswer } from "./delete-user-answers";
import { DELETE_USER_MESSAGES } from "./delete-user-messages";
import { redeemDeleteToken } from "./redeem-delete-token";
import { requireDeleteUserEnabled } from "./require-delete-enabled";

const deleteUserCallbackQuery = z.object({
  token: z.string(),
  callbackURL: z.string().optional(),
});

/**
 * GET /delete-user/callback ?token&callbackURL — the link of the deletion mail. The signed-in
 * user's token is spent (once), the account is deleted, and the browser is redirected to
 * callbackURL ({ success, message } JSON without one). Failures redirect there with
 * ?error=<CODE> (e.g. INVALID_TOKEN, NOT_AUTHENTICATED), or answer JSON without a callbackURL.
 */
export const deleteUserCallback = createAuthEndpoint(
  "/delete-user/callback",
  {
    method: "GET",
    query: deleteUserCallbackQuery,
    metadata: {
      openapi: {
        summary: "Follow an account deletion link",
        responses: {
          "302": redirectResponse(
            "With a callbackURL: the browser goes back to the app.",
            "callbackURL once the account is deleted, or callbackURL with error=<CODE> (e.g. INVALID_TOKEN, NOT_AUTHENTICATED) on failure.",
          ),
        },
      },
      responseSchema: userDeletedAnswer,
    },
  },
  async (ctx) => {
    const { context, query } = ctx;
    try {
      requireDeleteUserEnabled(context);
      const { user } = await requireSession(ctx);
      await redeemDeleteToken(context, user.id, query.token);
      await deleteAccountNow(ctx, user);
    } catch (error) {
      throw redirectFailure(ctx, query.callbackURL, error);
    }
    if (query.callbackURL) throw ctx.redirect(query.callbackURL);
    return { success: true, message: DELETE_USER_MESSAGES.USER_DELETED };
  },
);
