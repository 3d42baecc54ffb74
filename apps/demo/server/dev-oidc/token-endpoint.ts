import { authenticatedClient } from "./client-authentication";
import type { DevOidcClient } from "./clients";
import type { CodeGrant, SingleUseStore, TokenGrant } from "./grants";
import { verifierMatches } from "./pkce";
import type { SigningKey } from "./signing-key";

export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;
export const ID_TOKEN_LIFETIME_SECONDS = 3600;

export interface TokenEndpointParts {
  clients: ReadonlyMap<string, DevOidcClient>;
  codes: SingleUseStore<CodeGrant>;
  accessTokens: SingleUseStore<TokenGrant>;
  refreshTokens: SingleUseStore<TokenGrant>;
  signingKey: SigningKey;
}

type TokenError = "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type";

/** POST /token: authorization_code (with PKCE S256) and refresh_token grants. */
export async function handleTokenRequest(
  request: Request,
  parts: TokenEndpointParts,
): Promise<Response> {
  if (!request.headers.get("content-type")?.includes("application/x-www-form-urlencoded")) {
    return tokenError(400, "invalid_request", "the body must be application/x-www-form-urlencoded");
  }
  const form = new URLSearchParams(await request.text());
  const client = authenticatedClient(request, form, parts.clients);
  if (!client) return tokenError(401, "invalid_client", "client_id or client_secret is wrong");
  const grantType = form.get("grant_type");
  if (grantType === "authorization_code") return exchangeCode(form, client, parts);
  if (grantType === "refresh_token") return refresh(form, client, parts);
  return tokenError(
    400,
    "unsupported_grant_type",
    "grant_type must be authorization_code or refresh_token",
  );
}

async function exchangeCode(
  form: URLSearchParams,
  client: DevOidcClient,
  parts: TokenEndpointParts,
): Promise<Response> {
  const code = form.get("code");
  if (!code) return tokenError(400, "invalid_request", "code is required");
  // Taken before any other check: a code is spent by its first use, right or wrong.
  const grant = parts.codes.take(code);
  if (!grant || grant.clientId !== client.clientId) {
    return tokenError(400, "invalid_grant", "code is unknown, expired or already used");
  }
  if (form.get("redirect_uri") !== grant.redirectUri) {
    return tokenError(400, "invalid_grant", "redirect_uri differs from the authorization request");
  }
  if (!(await verifierMatches(form.get("code_verifier") ?? "", grant.codeChallenge))) {
    return tokenError(400, "invalid_grant", "code_verifier does not match the code_challenge");
  }
  return issueTokens(
    { clientId: client.clientId, scope: grant.scope, person: grant.person },
    grant.nonce,
    parts,
  );
}

function refresh(
  form: URLSearchParams,
  client: DevOidcClient,
  parts: TokenEndpointParts,
): Promise<Response> | Response {
  const token = form.get("refresh_token");
  if (!token) return tokenError(400, "invalid_request", "refresh_token is required");
  // Rotated: the old refresh token is spent, the answer carries a new one.
  const grant = parts.refreshTokens.take(token);
  if (!grant || grant.clientId !== client.clientId) {
    return tokenError(400, "invalid_grant", "refresh_token is unknown, expired or already used");
  }
  return issueTokens(grant, undefined, parts);
}

async function issueTokens(
  grant: TokenGrant,
  nonce: string | undefined,
  parts: TokenEndpointParts,
): Promise<Response> {
  const { person } = grant;
  const idToken = await parts.signingKey.sign(
    {
      sub: person.sub,
      name: person.name,
      email: person.email,
      email_verified: true,
      ...(nonce === undefined ? {} : { nonce }),
    },
    ID_TOKEN_LIFETIME_SECONDS,
    grant.clientId,
  );
  return json(200, {
    access_token: parts.accessTokens.issue(grant),
    token_type: "Bearer",
    expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
    refresh_token: parts.refreshTokens.issue(grant),
    id_token: idToken,
    scope: grant.scope,
  });
}

function tokenError(status: number, error: TokenError, description: string): Response {
  const response = json(status, { error, error_description: description });
  if (status === 401) response.headers.set("www-authenticate", 'Basic realm="dev-oidc"');
  return response;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}
