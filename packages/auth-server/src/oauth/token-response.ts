import { isRecord } from "../utils/is-record";
import type { OAuthTokens } from "./oauth-provider";

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;

function expiryIn(seconds: unknown, now: number): Date | undefined {
  const value = typeof seconds === "string" ? Number(seconds) : seconds;
  return typeof value === "number" && Number.isFinite(value) && value > 0
    ? new Date(now + value * 1000)
    : undefined;
}

/**
 * A token endpoint's JSON answer (RFC 6749 §5.1) as OAuthTokens: expiry seconds become dates,
 * the space-separated `scope` a list. Providers that fetch tokens themselves use this too.
 */
export function tokensFromResponse(data: unknown, now = Date.now()): OAuthTokens {
  const raw = isRecord(data) ? data : {};
  const scope = text(raw.scope);
  return {
    tokenType: text(raw.token_type),
    accessToken: text(raw.access_token),
    refreshToken: text(raw.refresh_token),
    idToken: text(raw.id_token),
    accessTokenExpiresAt: expiryIn(raw.expires_in, now),
    refreshTokenExpiresAt: expiryIn(raw.refresh_token_expires_in, now),
    scopes: scope ? scope.split(/[\s,]+/).filter((part) => part !== "") : [],
    raw,
  };
}

/**
 * arctic's tokens as OAuthTokens (read from its raw answer: arctic's getters throw on gaps).
 * Typed by the one field read, not arctic's class: the shipped declarations do not import arctic.
 */
export function fromArcticTokens(tokens: { readonly data: object }): OAuthTokens {
  return tokensFromResponse(tokens.data);
}
