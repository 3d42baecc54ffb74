import type { OAuthTokens } from "../oauth";
import type { GenericOAuthUserInfo } from "./profile";

/** What mapProfileToUser returns: user fields taken from the provider's profile. */
export interface MappedUser {
  id?: string | undefined;
  name?: string | undefined;
  email?: string | null | undefined;
  image?: string | null | undefined;
  emailVerified?: boolean | undefined;
  [field: string]: unknown;
}

export interface GenericOAuthOptions {
  /** One entry per provider; providerIds must differ from each other and from built-in ones. */
  config: GenericOAuthConfig[];
}

/** Better Auth's GenericOAuthConfig (the options Tollgate implements, with their names). */
export interface GenericOAuthConfig {
  /** The provider's id: `signIn.social({ provider })`, `/callback/<providerId>`. */
  providerId: string;
  /** Shown to people. Default: providerId. */
  name?: string | undefined;
  /** The OpenID Connect discovery document; fetched on first use and kept. */
  discoveryUrl?: string | undefined;
  /** Headers for the discovery request. */
  discoveryHeaders?: Record<string, string> | undefined;
  /** Required without discoveryUrl; wins over the discovered one. */
  authorizationUrl?: string | undefined;
  /** Required without discoveryUrl (unless getToken is given); wins over the discovered one. */
  tokenUrl?: string | undefined;
  /** Wins over the discovered one; without either, the profile comes from the id token. */
  userInfoUrl?: string | undefined;
  clientId: string;
  clientSecret?: string | undefined;
  /** Scopes asked for on every sign-in. With discovery "openid" is added. Default: none. */
  scopes?: string[] | undefined;
  /** Default: `${baseURL}/callback/${providerId}`. */
  redirectURI?: string | undefined;
  /** Default "code". */
  responseType?: string | undefined;
  responseMode?: "query" | "form_post" | undefined;
  prompt?:
    | "none"
    | "login"
    | "create"
    | "consent"
    | "select_account"
    | "select_account consent"
    | "login consent"
    | undefined;
  /** PKCE S256. Default true; turn off only for providers that refuse it. */
  pkce?: boolean | undefined;
  /** "offline" asks for a refresh token (Google-style access_type). */
  accessType?: string | undefined;
  /** Used when the token endpoint gives no expires_in, in seconds. */
  accessTokenExpiresIn?: number | undefined;
  /** Replaces the token request. */
  getToken?:
    | ((data: {
        code: string;
        redirectURI: string;
        codeVerifier?: string | undefined;
      }) => Promise<OAuthTokens>)
    | undefined;
  /** Replaces reading the profile from the id token and the userinfo endpoint. */
  getUserInfo?: ((tokens: OAuthTokens) => Promise<GenericOAuthUserInfo | null>) | undefined;
  /** Maps the raw profile to user fields (merged over email, name, image, emailVerified). */
  mapProfileToUser?:
    | ((profile: GenericOAuthUserInfo) => MappedUser | Promise<MappedUser>)
    | undefined;
  /** Added to the authorization URL (overwriting the defaults). */
  authorizationUrlParams?: Record<string, string> | undefined;
  /** Added to the code exchange's body. */
  tokenUrlParams?: Record<string, string> | undefined;
  /** Added to the refresh request's body. */
  refreshTokenParams?: Record<string, string> | undefined;
  /** Headers of the token requests. */
  authorizationHeaders?: Record<string, string> | undefined;
  /** How the client authenticates at the token endpoint. Default "post". */
  authentication?: "basic" | "post" | undefined;
  /** New users only when the sign-in asked with requestSignUp. */
  disableImplicitSignUp?: boolean | undefined;
  /** No new users through this provider. */
  disableSignUp?: boolean | undefined;
  /** Update the user's name and image from the provider on every sign-in. */
  overrideUserInfo?: boolean | undefined;
  /** Refuse to use the provider unless discovery gives an issuer and a JWKS. */
  requireIdTokenVerification?: boolean | undefined;
  /** Do not send or check the id token nonce (for providers that do not echo it). */
  disableIdTokenNonceBinding?: boolean | undefined;
}
