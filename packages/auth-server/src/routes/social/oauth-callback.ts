import { z } from "zod";
import { createAuthEndpoint } from "../../api/create-auth-endpoint";
import { AUTH_ERROR_CODES } from "../../errors/auth-error-codes";
import type { OAuthTokens } from "../../oauth/oauth-provider";
import { cookieJarOf } from "../../session/cookie-jar";
import { SignInPending } from "../../session/sign-in-rules";
import { endpointURL, withQuery } from "../helpers/auth-url";
import { redirectResponse } from "../helpers/redirect-response";
import { asErrorValue, CALLBACK_ERRORS } from "./callback-errors";
import { linkProviderAccount } from "./link-account";
import { findProvider, redirectURIOf, userInfoOf } from "./provider-access";
import { signInWithOAuth } from "./sign-in-with-oauth";
import { consumeSocialState } from "./social-state";
import { hasStateCookie, takeBrowserState } from "./state-cookie";

const anyFields = z.record(z.string(), z.unknown()).optional();

/** What the provider sends back (spec §7), from the query (GET) or a form (POST, Apple). */
const callbackParams = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
  device_id: z.string().optional(),
  /** Apple's first sign-in: the user's name and email as JSON text. */
  user: z.string().optional(),
});

const appleUser = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
  email: z.string().optional(),
});

function parseAppleUser(text: string | undefined) {
  if (!text) return undefined;
  try {
    const parsed = appleUser.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The callback's parameters that were sent, as a query. */
function definedOnly(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** Every outcome of a provider's callback, as the OpenAPI document tells it. */
export const callbackRedirect = redirectResponse(
  "Always a redirect, with the session's cookies set on success.",
  "callbackURL (newUserCallbackURL for a new user) on success; errorCallbackURL (else the /error page) with error=<code> (and error_description for a provider's own error) on failure; a form POST without the state cookie goes to the same callback as a GET.",
);

/**
 * GET and POST /callback/:id — where the provider sends the browser back. Every outcome is a
 * redirect: on success to callbackURL (newUserCallbackURL for a new user) with the session's
 * cookies set; on failure to errorCallbackURL (else the /error page) with `error=<code>` of
 * spec §8 (a provider's own error passed on with its `error_description`). A missing state is
 * state_not_found; an unknown, used or expired one, or one this browser did not start (see
 * state-cookie.ts), sends the browser to /error?error=please_restart_the_process.
 */
export const callbackOAuth = createAuthEndpoint(
  "/callback/:id",
  {
    method: ["GET", "POST"],
    query: anyFields,
    body: anyFields,
    metadata: {
      openapi: {
        summary: "Where a provider sends the browser back",
        responses: { "302": callbackRedirect },
      },
    },
  },
  async (ctx) => {
    const { context } = ctx;
    const defaultErrorURL = endpointURL(context, "/error", {});
    const fail = (url: string, error: string, description?: string) =>
      ctx.redirect(
        withQuery(url, description ? { error, error_description: description } : { error }),
      );

    const parsed = callbackParams.safeParse({ ...ctx.query, ...ctx.body });
    if (!parsed.success) throw fail(defaultErrorURL, CALLBACK_ERRORS.invalidCallbackRequest);
    const params = parsed.data;
    if (!params.state) throw fail(defaultErrorURL, CALLBACK_ERRORS.stateNotFound);
    const jar = cookieJarOf(ctx);
    if (context.options.account?.skipStateCookieCheck !== true) {
      // A provider's cross-site form POST (Apple) carries no SameSite=Lax cookie: the same
      // callback again as a top-level GET does.
      if (ctx.method === "POST" && ctx.request && !hasStateCookie(context, jar))
        throw ctx.redirect(withQuery(ctx.request.url.split("?")[0] ?? "", definedOnly(params)));
      if (!(await takeBrowserState(context, jar, params.state)))
        throw fail(defaultErrorURL, CALLBACK_ERRORS.pleaseRestartTheProcess);
    }
    const state = await consumeSocialState(context, params.state);
    if (!state) throw fail(defaultErrorURL, CALLBACK_ERRORS.pleaseRestartTheProcess);
    const errorURL = state.errorURL ?? defaultErrorURL;

    if (params.error) throw fail(errorURL, params.error, params.error_description);
    if (!params.code) throw fail(errorURL, CALLBACK_ERRORS.noCode);
    const provider = findProvider(context, ctx.params.id);
    if (!provider) throw fail(errorURL, CALLBACK_ERRORS.providerNotFound);

    let tokens: OAuthTokens;
    try {
      tokens = await provider.validateAuthorizationCode({
        code: params.code,
        codeVerifier: state.codeVerifier,
        redirectURI: redirectURIOf(context, provider),
        deviceId: params.device_id,
      });
    } catch (error) {
      context.logger.warn(`${provider.id} refused the authorization code: ${String(error)}`);
      throw fail(errorURL, CALLBACK_ERRORS.invalidCode);
    }
    const profile = await userInfoOf(provider, {
      ...tokens,
      user: parseAppleUser(params.user),
    }).catch(() => null);
    if (!profile) throw fail(errorURL, CALLBACK_ERRORS.unableToGetUserInfo);
    const email = profile.user.email;
    if (!email) throw fail(errorURL, CALLBACK_ERRORS.emailNotFound);
    if (!state.callbackURL) throw fail(errorURL, CALLBACK_ERRORS.noCallbackURL);

    if (state.link) {
      const failure = await linkProviderAccount(context, {
        provider,
        link: state.link,
        profile,
        tokens,
      });
      if (failure) throw fail(errorURL, failure);
      throw ctx.redirect(state.callbackURL);
    }

    const callbackURL = state.callbackURL;
    const result = await signInWithOAuth(ctx, {
      provider,
      profile: { ...profile, user: { ...profile.user, email } },
      tokens,
      requestSignUp: state.requestSignUp,
    }).catch((error: unknown) => {
      // A second factor is due: the browser goes where the plugin says, with no session.
      if (error instanceof SignInPending) throw ctx.redirect(error.redirectTo(callbackURL));
      throw error;
    });
    if ("error" in result) {
      const { error } = result;
      if (typeof error === "string") throw fail(errorURL, asErrorValue(AUTH_ERROR_CODES[error]));
      // A database hook's refusal (an admin ban): its code, and its message as the description.
      const code =
        typeof error.body?.code === "string" ? error.body.code : "unable_to_create_session";
      const message = typeof error.body?.message === "string" ? error.body.message : undefined;
      throw fail(errorURL, code.toLowerCase(), message);
    }
    throw ctx.redirect(result.isNewUser && state.newUserURL ? state.newUserURL : state.callbackURL);
  },
);
