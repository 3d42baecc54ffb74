import { Google } from "arctic";
import type { JWTPayload } from "jose";
import { isRecord } from "../../utils/is-record";
import { fetchProfile } from "../fetch-profile";
import { readIdTokenClaims, verifyIdTokenClaims } from "../id-token";
import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { fromArcticTokens } from "../token-response";

/** The claims of Google's id token / userinfo answer (the ones we read). */
export interface GoogleProfile {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  picture?: string;
  hd?: string;
  [claim: string]: unknown;
}

export interface GoogleOptions extends ProviderOptions<GoogleProfile> {
  /** `access_type=offline` asks Google for a refresh token. */
  accessType?: "offline" | "online" | undefined;
  /** Only accounts of this Google Workspace domain (`hd`), checked on the id token too. */
  hd?: string | undefined;
}

const JWKS_URL = "https://www.googleapis.com/oauth2/v3/certs";
const ISSUERS = ["https://accounts.google.com", "accounts.google.com"];
const USERINFO_URL = "https://openidconnect.googleapis.com/v1/userinfo";

function isProfile(value: unknown): value is GoogleProfile {
  return isRecord(value) && typeof value.sub === "string" && value.sub !== "";
}

function profileFrom(claims: JWTPayload | unknown) {
  if (!isProfile(claims)) return null;
  return {
    user: {
      id: claims.sub,
      email: typeof claims.email === "string" ? claims.email : null,
      emailVerified: claims.email_verified === true,
      name: claims.name ?? claims.given_name ?? "",
      image: claims.picture ?? null,
    },
    data: claims,
  };
}

/**
 * Google: OpenID Connect with PKCE. The profile comes from the id token of the code exchange
 * (read without re-checking: it came straight from Google's token endpoint), else from the
 * userinfo endpoint; app-obtained id tokens (One Tap, mobile) are verified against Google's JWKS.
 */
export const google: OAuthProviderFactory<GoogleOptions, GoogleProfile> = (options) => {
  const client = (redirectURI: string) =>
    new Google(options.clientId, options.clientSecret ?? "", redirectURI);
  const provider: OAuthProvider<GoogleProfile> = {
    id: "google",
    name: "Google",
    supports: {
      pkce: true,
      idToken: true,
      idTokenNonce: true,
      refresh: true,
      email: "always",
      emailVerified: "reported",
    },
    options,
    defaultScopes: ["openid", "email", "profile"],
    createAuthorizationURL({ state, codeVerifier, scopes, redirectURI, loginHint }) {
      const url = client(redirectURI).createAuthorizationURL(state, codeVerifier, scopes);
      if (loginHint) url.searchParams.set("login_hint", loginHint);
      if (options.prompt) url.searchParams.set("prompt", options.prompt);
      if (options.accessType) url.searchParams.set("access_type", options.accessType);
      if (options.hd) url.searchParams.set("hd", options.hd);
      return url;
    },
    async validateAuthorizationCode({ code, codeVerifier, redirectURI }) {
      return fromArcticTokens(
        await client(redirectURI).validateAuthorizationCode(code, codeVerifier),
      );
    },
    async getUserInfo(tokens) {
      const claims = tokens.idToken ? readIdTokenClaims(tokens.idToken) : null;
      const profile =
        profileFrom(claims) ?? profileFrom(await fetchProfile(USERINFO_URL, tokens.accessToken));
      if (profile && options.hd && profile.data.hd !== options.hd) return null;
      return profile;
    },
    async refreshAccessToken(refreshToken) {
      return fromArcticTokens(await client("").refreshAccessToken(refreshToken));
    },
    async verifyIdToken(token, nonce) {
      const claims = await verifyIdTokenClaims(token, {
        jwksURL: JWKS_URL,
        issuer: ISSUERS,
        audience: options.clientId,
        nonce,
      });
      if (!claims) return false;
      return !options.hd || claims.hd === options.hd;
    },
  };
  return provider;
};
