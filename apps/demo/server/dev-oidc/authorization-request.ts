import type { DevOidcClient } from "./clients";

/** A checked authorization request: who asks, where the answer goes, and what binds it. */
export interface AuthorizationRequest {
  client: DevOidcClient;
  redirectUri: string;
  state: string | undefined;
  nonce: string | undefined;
  scope: string;
  codeChallenge: string;
}

/** Problems that cannot go back to the client: the redirect target itself is not trusted. */
export type UntrustedProblem = { untrusted: string };
/** Problems the client hears about at its redirect URI (RFC 6749 §4.1.2.1). */
export type RedirectableProblem = {
  redirectUri: string;
  state: string | undefined;
  error: "invalid_request" | "unsupported_response_type" | "invalid_scope";
  description: string;
};

const CHALLENGE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Reads the parameters of GET /authorize (or the hidden fields the page posts back). */
export function readAuthorizationRequest(
  params: URLSearchParams,
  clients: ReadonlyMap<string, DevOidcClient>,
): AuthorizationRequest | UntrustedProblem | RedirectableProblem {
  const clientId = params.get("client_id") ?? "";
  const client = clients.get(clientId);
  if (!client) return { untrusted: `client_id "${clientId}" is not a registered client` };
  const redirectUri = params.get("redirect_uri") ?? "";
  if (!client.redirectUris.includes(redirectUri)) {
    return { untrusted: `redirect_uri "${redirectUri}" is not registered for ${clientId}` };
  }
  const state = params.get("state") ?? undefined;
  const problem = (error: RedirectableProblem["error"], description: string) => ({
    redirectUri,
    state,
    error,
    description,
  });
  if (params.get("response_type") !== "code") {
    return problem("unsupported_response_type", "response_type must be code");
  }
  const scope = params.get("scope") ?? "";
  if (!scope.split(" ").includes("openid")) {
    return problem("invalid_scope", "scope must include openid");
  }
  const codeChallenge = params.get("code_challenge") ?? "";
  if (params.get("code_challenge_method") !== "S256" || !CHALLENGE_SHAPE.test(codeChallenge)) {
    return problem(
      "invalid_request",
      "code_challenge (43 base64url characters) with code_challenge_method S256 is required",
    );
  }
  return {
    client,
    redirectUri,
    state,
    nonce: params.get("nonce") ?? undefined,
    scope,
    codeChallenge,
  };
}

/** The parameters to carry through the page's form, as they came. */
export const FORWARDED_PARAMETERS = [
  "client_id",
  "redirect_uri",
  "response_type",
  "scope",
  "state",
  "nonce",
  "code_challenge",
  "code_challenge_method",
] as const;

/** The client's redirect URI with the given answer parameters (and the issuer, RFC 9207). */
export function redirectWith(
  redirectUri: string,
  answer: Record<string, string | undefined>,
): Response {
  const target = new URL(redirectUri);
  for (const [name, value] of Object.entries(answer)) {
    if (value !== undefined) target.searchParams.set(name, value);
  }
  return new Response(null, { status: 302, headers: { location: target.href } });
}
