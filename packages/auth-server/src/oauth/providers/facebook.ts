import { Facebook } from "arctic";
import { isRecord } from "../../utils/is-record";
import { fetchProfile } from "../fetch-profile";
import { verifyIdTokenClaims } from "../id-token";
import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { firstText, textOf } from "../profile-values";
import { fromArcticTokens } from "../token-response";

/** GET https://graph.facebook.com/me?fields=id,name,email,picture (the fields we read). */
export interface FacebookProfile {
  id: string;
  name?: string;
  email?: string;
  picture?: { data?: { url?: string } };
  [field: string]: unknown;
}

export interface FacebookOptions extends ProviderOptions<FacebookProfile> {
  /** Profile fields to ask the Graph API for. Default id, name, email, picture. */
  fields?: string[] | undefined;
}

const GRAPH = "https://graph.facebook.com/v21.0";
const isProfile = (value: unknown): value is FacebookProfile =>
  isRecord(value) && typeof value.id === "string";

/**
 * Facebook: no PKCE, no refresh (long-lived tokens). Facebook does not say whether the email was
 * confirmed, so it is never taken as verified (no implicit linking on it). Limited Login id
 * tokens (iOS) are verified against Facebook's JWKS.
 */
export const facebook: OAuthProviderFactory<FacebookOptions, FacebookProfile> = (options) => {
  const client = (redirectURI: string) =>
    new Facebook(options.clientId, options.clientSecret ?? "", redirectURI);
  const fields = options.fields ?? ["id", "name", "email", "picture.type(large)"];
  const provider: OAuthProvider<FacebookProfile> = {
    id: "facebook",
    name: "Facebook",
    supports: {
      pkce: false,
      idToken: true,
      idTokenNonce: true,
      refresh: false,
      email: "sometimes",
      emailVerified: "never",
    },
    options,
    defaultScopes: ["email", "public_profile"],
    createAuthorizationURL({ state, scopes, redirectURI }) {
      return client(redirectURI).createAuthorizationURL(state, scopes);
    },
    async validateAuthorizationCode({ code, redirectURI }) {
      return fromArcticTokens(await client(redirectURI).validateAuthorizationCode(code));
    },
    async getUserInfo(tokens) {
      const url = `${GRAPH}/me?fields=${encodeURIComponent(fields.join(","))}`;
      const profile = await fetchProfile(url, tokens.accessToken);
      if (!isProfile(profile)) return null;
      return {
        user: {
          id: profile.id,
          email: textOf(profile.email) ?? null,
          emailVerified: false,
          name: firstText(profile.name),
          image: textOf(profile.picture?.data?.url) ?? null,
        },
        data: profile,
      };
    },
    async verifyIdToken(token, nonce) {
      const claims = await verifyIdTokenClaims(token, {
        jwksURL: "https://limited.facebook.com/.well-known/oauth/openid/jwks/",
        issuer: "https://www.facebook.com",
        audience: options.clientId,
        nonce,
      });
      return claims !== null;
    },
  };
  return provider;
};
