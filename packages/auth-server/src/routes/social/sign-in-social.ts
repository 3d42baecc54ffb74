import { z } from "zod";
import { createAuthEndpoint } from "../../api/create-auth-endpoint";
import { authError } from "../../errors/auth-api-error";
import { cookieJarOf } from "../../session/cookie-jar";
import { toPublic } from "../../session/public-fields";
import { checkIdTokenNonce } from "./id-token-nonce";
import {
  findProvider,
  idTokenVerifierOf,
  redirectURIOf,
  scopesFor,
  userInfoOf,
} from "./provider-access";
import { signInWithOAuth } from "./sign-in-with-oauth";
import { signInSocialAnswer } from "./social-answers";
import { createSocialState } from "./social-state";

const signInSocialBody = z.object({
  provider: z.string().min(1),
  callbackURL: z.string().optional(),
  newUserCallbackURL: z.string().optional(),
  errorCallbackURL: z.string().optional(),
  disableRedirect: z.boolean().optional(),
  idToken: z
    .object({
      token: z.string().min(1),
      nonce: z.string().optional(),
      accessToken: z.string().optional(),
      refreshToken: z.string().optional(),
      expiresAt: z.number().optional(),
    })
    .optional(),
  scopes: z.array(z.string()).optional(),
  requestSignUp: z.boolean().optional(),
  loginHint: z.string().optional(),
});

/**
 * POST /sign-in/social (spec §7). Without `idToken`: stores the state and PKCE verifier and
 * answers the provider's authorization URL, `{ url, redirect: !disableRedirect }`. With `idToken`
 * (an id token the app got itself, e.g. Google One Tap): verifies it, nonce included (see
 * checkIdTokenNonce), signs in or up right here and answers `{ redirect: false, token, url:
 * undefined, user }`.
 */
export const signInSocial = createAuthEndpoint(
  "/sign-in/social",
  {
    method: "POST",
    body: signInSocialBody,
    metadata: {
      openapi: { summary: "Sign in with a social provider (or its id token)" },
      responseSchema: signInSocialAnswer,
    },
  },
  async (ctx) => {
    const { context, body } = ctx;
    const provider = findProvider(context, body.provider);
    if (!provider) throw authError("NOT_FOUND", "PROVIDER_NOT_FOUND");

    if (body.idToken) {
      const verify = idTokenVerifierOf(provider);
      if (!verify) throw authError("NOT_FOUND", "ID_TOKEN_NOT_SUPPORTED");
      const { token, accessToken, refreshToken, expiresAt } = body.idToken;
      const nonce = body.idToken.nonce || undefined;
      checkIdTokenNonce(context, provider, token, nonce);
      if (!(await verify(token, nonce))) throw authError("UNAUTHORIZED", "INVALID_TOKEN");
      const tokens = {
        idToken: token,
        accessToken,
        refreshToken,
        accessTokenExpiresAt: expiresAt ? new Date(expiresAt) : undefined,
        scopes: [],
      };
      const profile = await userInfoOf(provider, tokens);
      if (!profile) throw authError("UNAUTHORIZED", "FAILED_TO_GET_USER_INFO");
      const email = profile.user.email;
      if (!email) throw authError("UNAUTHORIZED", "USER_EMAIL_NOT_FOUND");
      const result = await signInWithOAuth(ctx, {
        provider,
        profile: { ...profile, user: { ...profile.user, email } },
        tokens,
        requestSignUp: body.requestSignUp,
      });
      if ("error" in result) {
        if (typeof result.error !== "string") throw result.error;
        throw authError("UNAUTHORIZED", result.error);
      }
      return {
        redirect: false,
        token: result.session.session.token,
        url: undefined,
        user: toPublic(context, "user", result.session.user),
      };
    }

    const { state, codeVerifier } = await createSocialState(context, cookieJarOf(ctx), {
      callbackURL: body.callbackURL,
      errorURL: body.errorCallbackURL,
      newUserURL: body.newUserCallbackURL,
      requestSignUp: body.requestSignUp,
    });
    const url = await provider.createAuthorizationURL({
      state,
      codeVerifier,
      scopes: scopesFor(provider, body.scopes),
      redirectURI: redirectURIOf(context, provider),
      loginHint: body.loginHint,
    });
    return { url: url.toString(), redirect: !body.disableRedirect };
  },
);
