import { z } from "zod";
import { createAuthEndpoint } from "../../api/create-auth-endpoint";
import { authError } from "../../errors/auth-api-error";
import { cookieJarOf } from "../../session/cookie-jar";
import { requireSession } from "../../session/session-guards";
import { findProvider, redirectURIOf, scopesFor } from "./provider-access";
import { authorizationAnswer } from "./social-answers";
import { createSocialState } from "./social-state";

const linkSocialBody = z.object({
  provider: z.string().min(1),
  callbackURL: z.string().optional(),
  errorCallbackURL: z.string().optional(),
  scopes: z.array(z.string()).optional(),
  disableRedirect: z.boolean().optional(),
});

/**
 * POST /link-social {provider, callbackURL, scopes?} → {url, redirect} (spec §7): the
 * signed-in user's authorization URL; the callback adds the provider account to them.
 */
export const linkSocial = createAuthEndpoint(
  "/link-social",
  {
    method: "POST",
    body: linkSocialBody,
    metadata: {
      interactiveOnly: true,
      openapi: { summary: "Link a social provider's account to the caller" },
      responseSchema: authorizationAnswer,
    },
  },
  async (ctx) => {
    const { context, body } = ctx;
    const { user } = await requireSession(ctx);
    const provider = findProvider(context, body.provider);
    if (!provider) throw authError("NOT_FOUND", "PROVIDER_NOT_FOUND");
    if (context.options.account?.accountLinking?.enabled === false)
      throw authError("BAD_REQUEST", "UNABLE_TO_LINK_ACCOUNT");
    const { state, codeVerifier } = await createSocialState(context, cookieJarOf(ctx), {
      callbackURL: body.callbackURL,
      errorURL: body.errorCallbackURL,
      link: { email: user.email, userId: user.id },
    });
    const url = await provider.createAuthorizationURL({
      state,
      codeVerifier,
      scopes: scopesFor(provider, body.scopes),
      redirectURI: redirectURIOf(context, provider),
    });
    return { url: url.toString(), redirect: !body.disableRedirect };
  },
);
