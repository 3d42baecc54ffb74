import { z } from "zod";
import { createAuthEndpoint } from "../../api/create-auth-endpoint";
import { resetPasswordIdentifier } from "../../tokens/random-tokens";
import { endpointURL, withQuery } from "../helpers/auth-url";
import { redirectResponse } from "../helpers/redirect-response";

const requestPasswordResetCallbackQuery = z
  .object({ callbackURL: z.string().optional() })
  .optional();

/**
 * GET /reset-password/:token ?callbackURL — where the mailed link lands. Redirects to
 * callbackURL with ?token=… while the token is valid (without spending it), else with
 * ?error=INVALID_TOKEN. Without a callbackURL the browser goes to the /error page.
 */
export const requestPasswordResetCallback = createAuthEndpoint(
  "/reset-password/:token",
  {
    method: "GET",
    query: requestPasswordResetCallbackQuery,
    metadata: {
      openapi: {
        summary: "Follow a password reset link",
        responses: {
          "302": redirectResponse(
            "Always a redirect: the browser goes to the app's reset form, or to an error.",
            "callbackURL with token=<token> while the token is valid, else callbackURL (or the /error page without one) with error=INVALID_TOKEN.",
          ),
        },
      },
    },
  },
  async (ctx) => {
    const { context, params } = ctx;
    const callbackURL = ctx.query?.callbackURL;
    const found = await context.internalAdapter.findVerification(
      resetPasswordIdentifier(params.token),
    );
    if (!callbackURL || !found) {
      throw ctx.redirect(
        callbackURL
          ? withQuery(callbackURL, { error: "INVALID_TOKEN" })
          : endpointURL(context, "/error", { error: "INVALID_TOKEN" }),
      );
    }
    throw ctx.redirect(withQuery(callbackURL, { token: params.token }));
  },
);
