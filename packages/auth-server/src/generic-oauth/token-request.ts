import { type OAuthTokens, tokensFromResponse } from "../oauth";
import { isRecord } from "../utils/is-record";

export interface TokenRequestSettings {
  providerId: string;
  tokenUrl: string;
  clientId: string;
  clientSecret?: string | undefined;
  /** "post" (default, as Better Auth): id and secret in the body; "basic": in Authorization. */
  authentication?: "basic" | "post" | undefined;
  headers?: Record<string, string> | undefined;
  extraParams?: Record<string, string> | undefined;
  /** Seconds, for an answer without expires_in. */
  accessTokenExpiresIn?: number | undefined;
}

/** The token endpoint refused or answered something that is not tokens. */
export class TokenRequestError extends Error {
  override readonly name = "TokenRequestError";
}

/** POST to the token endpoint (RFC 6749 §4.1.3 and §6), form-encoded. */
export async function requestTokens(
  settings: TokenRequestSettings,
  grant: Record<string, string>,
): Promise<OAuthTokens> {
  // The grant's own fields win over extra parameters.
  const body = new URLSearchParams({ ...settings.extraParams, ...grant });
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    accept: "application/json",
    ...settings.headers,
  };
  if (settings.authentication === "basic" && settings.clientSecret !== undefined) {
    const pair = `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`;
    headers.authorization = `Basic ${btoa(pair)}`;
  } else {
    body.set("client_id", settings.clientId);
    if (settings.clientSecret !== undefined) body.set("client_secret", settings.clientSecret);
  }
  const response = await fetch(settings.tokenUrl, { method: "POST", headers, body });
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !isRecord(answer) || typeof answer.access_token !== "string") {
    const reason =
      isRecord(answer) && typeof answer.error === "string"
        ? answer.error
        : `status ${response.status}`;
    throw new TokenRequestError(
      `genericOAuth provider "${settings.providerId}": the token endpoint refused (${reason})`,
    );
  }
  const tokens = tokensFromResponse(answer);
  if (!tokens.accessTokenExpiresAt && settings.accessTokenExpiresIn) {
    tokens.accessTokenExpiresAt = new Date(Date.now() + settings.accessTokenExpiresIn * 1000);
  }
  return tokens;
}
