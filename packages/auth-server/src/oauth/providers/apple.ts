import { readIdTokenClaims, verifyIdTokenClaims } from "../id-token";
import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { hasSubject, type StandardClaims, userFromClaims } from "../oidc-claims";
import { requestTokens } from "../token-request";

export type AppleProfile = StandardClaims & { is_private_email?: boolean | string };

export interface AppleOptions extends ProviderOptions<AppleProfile> {
  /**
   * The client secret: the ES256 JWT you sign with your Sign in with Apple key (Apple's "client
   * secret"), renewed before it expires (at most 6 months).
   */
  clientSecret: string;
  /** Your iOS app's bundle id: id tokens from the native app carry it as audience. */
  appBundleIdentifier?: string | undefined;
}

const APPLE = "https://appleid.apple.com";

/**
 * Sign in with Apple: no PKCE; the callback is a form POST (response_mode=form_post) carrying,
 * on the first sign-in only, the person's name in `user`. The profile is the id token of the
 * code exchange; Apple verifies every email it hands out (relay addresses included).
 */
export const apple: OAuthProviderFactory<AppleOptions, AppleProfile> = (options) => {
  const audiences = [options.clientId, options.appBundleIdentifier].filter(
    (audience): audience is string => typeof audience === "string" && audience !== "",
  );
  const provider: OAuthProvider<AppleProfile> = {
    id: "apple",
    name: "Apple",
    supports: {
      pkce: false,
      idToken: true,
      idTokenNonce: true,
      refresh: true,
      email: "sometimes",
      emailVerified: "reported",
    },
    options,
    defaultScopes: ["name", "email"],
    createAuthorizationURL({ state, scopes, redirectURI }) {
      const url = new URL(`${APPLE}/auth/authorize`);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("response_mode", "form_post");
      url.searchParams.set("client_id", options.clientId);
      url.searchParams.set("redirect_uri", redirectURI);
      url.searchParams.set("state", state);
      if (scopes.length > 0) url.searchParams.set("scope", scopes.join(" "));
      return url;
    },
    validateAuthorizationCode({ code, redirectURI }) {
      return requestTokens(`${APPLE}/auth/token`, {
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectURI,
        client_id: options.clientId,
        client_secret: options.clientSecret,
      });
    },
    async getUserInfo(tokens) {
      const claims = tokens.idToken ? readIdTokenClaims(tokens.idToken) : null;
      if (!hasSubject(claims)) return null;
      const profile = userFromClaims(claims);
      const name = tokens.user?.name;
      const given = [name?.firstName, name?.lastName].filter(Boolean).join(" ");
      if (!profile.user.name && given) profile.user.name = given;
      return profile;
    },
    refreshAccessToken(refreshToken) {
      return requestTokens(`${APPLE}/auth/token`, {
        grant_type: "refresh_token",
        refresh_token: refreshToken,
        client_id: options.clientId,
        client_secret: options.clientSecret,
      });
    },
    async verifyIdToken(token, nonce) {
      const claims = await verifyIdTokenClaims(token, {
        jwksURL: `${APPLE}/auth/keys`,
        issuer: APPLE,
        audience: audiences,
        nonce,
        nonceComparison: "exact-or-sha256",
        algorithms: ["RS256"],
      });
      return claims !== null;
    },
  };
  return provider;
};
