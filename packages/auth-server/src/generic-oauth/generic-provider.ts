import {
  fetchProfile,
  type IdTokenCheck,
  type OAuthProvider,
  type OAuthTokens,
  readIdTokenClaims,
  verifyIdTokenClaims,
} from "../oauth";
import { isRecord } from "../utils/is-record";
import { DiscoveryError, type IdTokenVerification, providerEndpoints } from "./discovery";
import type { GenericOAuthConfig } from "./generic-oauth-options";
import { nonceFor, sha256Base64url } from "./id-token-nonce";
import { type GenericOAuthUserInfo, toOAuthProfile, toUserInfo } from "./profile";
import { requestTokens, TokenRequestError } from "./token-request";

/**
 * One genericOAuth config entry as a provider of the core's contract: /sign-in/social,
 * /callback/:id, /link-social and the token routes then serve it like a built-in one.
 *
 * With discoveryUrl the endpoints come from the discovery document (fetched on first use, kept),
 * "openid" is always asked for, and every id token is verified against the discovered JWKS,
 * issuer and client id, with a nonce bound to the sign-in.
 */
export function genericProvider(config: GenericOAuthConfig): OAuthProvider<GenericOAuthUserInfo> {
  const endpoints = providerEndpoints(config);
  const pkce = config.pkce ?? true;
  const nonceBinding = config.disableIdTokenNonceBinding !== true;
  const scopes = config.scopes ?? [];

  const known = async () => {
    const found = await endpoints();
    if (config.requireIdTokenVerification && !found.idTokenVerification) {
      throw new DiscoveryError(
        `genericOAuth provider "${config.providerId}": requireIdTokenVerification is on, but discovery gave no issuer and jwks_uri`,
      );
    }
    return found;
  };
  const check = (verification: IdTokenVerification, nonce?: string): IdTokenCheck => ({
    jwksURL: verification.jwksURL,
    issuer: verification.issuer,
    audience: config.clientId,
    nonce,
    algorithms: verification.algorithms,
  });
  const tokenRequest = (tokenUrl: string | undefined, extraParams?: Record<string, string>) => {
    if (!tokenUrl) {
      throw new TokenRequestError(
        `genericOAuth provider "${config.providerId}": no tokenUrl configured or discovered`,
      );
    }
    return {
      providerId: config.providerId,
      tokenUrl,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authentication: config.authentication,
      headers: config.authorizationHeaders,
      extraParams,
      accessTokenExpiresIn: config.accessTokenExpiresIn,
    };
  };

  /** The profile from a verified (or, without discovery, freshly exchanged) id token. */
  const idTokenProfile = async (tokens: OAuthTokens, verification?: IdTokenVerification) => {
    if (!tokens.idToken) return null;
    const claims = verification
      ? await verifyIdTokenClaims(tokens.idToken, check(verification))
      : readIdTokenClaims(tokens.idToken);
    return claims ? toUserInfo(claims) : null;
  };

  const provider: OAuthProvider<GenericOAuthUserInfo> = {
    id: config.providerId,
    name: config.name ?? config.providerId,
    supports: {
      pkce,
      idToken: config.discoveryUrl !== undefined,
      refresh: true,
      email: "sometimes",
      emailVerified: "reported",
    },
    options: {
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      redirectURI: config.redirectURI,
      disableSignUp: config.disableSignUp,
      disableImplicitSignUp: config.disableImplicitSignUp,
      overrideUserInfoOnSignIn: config.overrideUserInfo,
      ...(config.mapProfileToUser ? { mapProfileToUser: config.mapProfileToUser } : {}),
    },
    defaultScopes:
      config.discoveryUrl && !scopes.includes("openid") ? ["openid", ...scopes] : scopes,

    async createAuthorizationURL({ state, codeVerifier, scopes, redirectURI, loginHint }) {
      const found = await known();
      const url = new URL(found.authorizationUrl);
      const params = url.searchParams;
      params.set("response_type", config.responseType ?? "code");
      params.set("client_id", config.clientId);
      params.set("redirect_uri", redirectURI);
      params.set("state", state);
      if (scopes.length > 0) params.set("scope", scopes.join(" "));
      if (pkce) {
        params.set("code_challenge", await sha256Base64url(codeVerifier));
        params.set("code_challenge_method", "S256");
      }
      if (found.idTokenVerification && nonceBinding) {
        params.set("nonce", await nonceFor(codeVerifier));
      }
      if (config.prompt) params.set("prompt", config.prompt);
      if (config.accessType) params.set("access_type", config.accessType);
      if (config.responseMode) params.set("response_mode", config.responseMode);
      if (loginHint) params.set("login_hint", loginHint);
      for (const [name, value] of Object.entries(config.authorizationUrlParams ?? {})) {
        params.set(name, value);
      }
      return url;
    },

    async validateAuthorizationCode({ code, codeVerifier, redirectURI }) {
      const found = await known();
      const tokens = config.getToken
        ? await config.getToken({
            code,
            redirectURI,
            codeVerifier: pkce ? codeVerifier : undefined,
          })
        : await requestTokens(tokenRequest(found.tokenUrl, config.tokenUrlParams), {
            grant_type: "authorization_code",
            code,
            redirect_uri: redirectURI,
            ...(pkce ? { code_verifier: codeVerifier } : {}),
          });
      const verification = found.idTokenVerification;
      if (tokens.idToken && verification) {
        const nonce = nonceBinding ? await nonceFor(codeVerifier) : undefined;
        if (!(await verifyIdTokenClaims(tokens.idToken, check(verification, nonce)))) {
          throw new TokenRequestError(
            `genericOAuth provider "${config.providerId}": the id token failed verification (signature, issuer, audience, expiry or nonce)`,
          );
        }
      }
      return tokens;
    },

    async getUserInfo(tokens) {
      if (config.getUserInfo) {
        const raw = await config.getUserInfo(tokens);
        return raw ? toOAuthProfile(raw) : null;
      }
      const found = await known();
      const fromIdToken = await idTokenProfile(tokens, found.idTokenVerification);
      if (fromIdToken?.id !== undefined && fromIdToken.email) return toOAuthProfile(fromIdToken);
      if (!found.userInfoUrl) return fromIdToken ? toOAuthProfile(fromIdToken) : null;
      const answer = await fetchProfile(found.userInfoUrl, tokens.accessToken);
      if (!isRecord(answer)) return null;
      const fromUserInfo = toUserInfo(answer);
      // The userinfo subject must be the id token's (OIDC Core §5.3.2).
      if (fromIdToken && String(fromUserInfo.id) !== String(fromIdToken.id)) return null;
      return toOAuthProfile(fromUserInfo);
    },

    async refreshAccessToken(refreshToken) {
      const found = await known();
      return requestTokens(tokenRequest(found.tokenUrl, config.refreshTokenParams), {
        grant_type: "refresh_token",
        refresh_token: refreshToken,
      });
    },
  };

  if (config.discoveryUrl) {
    provider.verifyIdToken = async (token, nonce) => {
      const found = await known().catch(() => null);
      const verification = found?.idTokenVerification;
      if (!verification) return false;
      return (await verifyIdTokenClaims(token, check(verification, nonce))) !== null;
    };
  }
  return provider;
}
