import { isRecord } from "../utils/is-record";
import type { OAuthTokens } from "./oauth-provider";
import { tokensFromResponse } from "./token-response";

/**
 * POSTs a form to a provider's token endpoint (for the providers arctic does not cover as the
 * provider expects: Apple's client-secret JWT in the body, VK ID's device id). Throws when the
 * provider refuses (the callback then answers invalid_code), with its `error` in the message.
 */
export async function requestTokens(
  tokenURL: string,
  form: Record<string, string | undefined>,
): Promise<OAuthTokens> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) if (value !== undefined) body.set(name, value);
  const response = await fetch(tokenURL, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    },
    body,
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok || !isRecord(data) || typeof data.error === "string" || !data.access_token) {
    const reason = isRecord(data) && typeof data.error === "string" ? data.error : response.status;
    throw new Error(`the token endpoint refused: ${reason}`);
  }
  return tokensFromResponse(data);
}

/** POSTs to a profile endpoint that wants the token in a form or a bearer header; JSON or null. */
export async function postForProfile(
  url: string,
  init: { bearer?: string; form?: Record<string, string> },
): Promise<unknown> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        accept: "application/json",
        ...(init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}),
        ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: init.form ? new URLSearchParams(init.form) : null,
    });
    if (!response.ok) return null;
    return await response.json();
  } catch {
    return null;
  }
}
