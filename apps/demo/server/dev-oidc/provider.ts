import { handleAuthorize } from "./authorize-endpoint";
import type { DevOidcClient } from "./clients";
import { discoveryDocument } from "./discovery-document";
import { type CodeGrant, SingleUseStore, type TokenGrant } from "./grants";
import { generateSigningKey } from "./signing-key";
import { ACCESS_TOKEN_LIFETIME_SECONDS, handleTokenRequest, json } from "./token-endpoint";
import { handleUserinfo } from "./userinfo-endpoint";

/** Authorization codes live one minute and are single-use. */
export const CODE_LIFETIME_SECONDS = 60;
export const REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 3600;

export interface DevOidcProvider {
  /** The issuer URL; its discovery document is at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  /** Whether a request's path is the provider's (under the issuer's path). */
  owns(pathname: string): boolean;
  handle(request: Request): Promise<Response>;
}

/**
 * A small OpenID Connect provider for development: anyone can be anyone, nothing is stored
 * beyond the process, and a fresh signing key is made at every start.
 */
export async function createDevOidcProvider(options: {
  issuer: string;
  clients: DevOidcClient[];
}): Promise<DevOidcProvider> {
  const issuer = options.issuer.replace(/\/+$/, "");
  const basePath = new URL(issuer).pathname.replace(/\/+$/, "");
  const clients = new Map(options.clients.map((client) => [client.clientId, client]));
  const codes = new SingleUseStore<CodeGrant>(CODE_LIFETIME_SECONDS);
  const accessTokens = new SingleUseStore<TokenGrant>(ACCESS_TOKEN_LIFETIME_SECONDS);
  const refreshTokens = new SingleUseStore<TokenGrant>(REFRESH_TOKEN_LIFETIME_SECONDS);
  const signingKey = await generateSigningKey(issuer);

  const routes: Record<string, (request: Request) => Promise<Response> | Response> = {
    "GET /.well-known/openid-configuration": () => json(200, discoveryDocument(issuer)),
    "GET /jwks": () => json(200, { keys: [signingKey.publicJwk] }),
    "GET /authorize": (request) => handleAuthorize(request, { issuer, clients, codes }),
    "POST /authorize": (request) => handleAuthorize(request, { issuer, clients, codes }),
    "POST /token": (request) =>
      handleTokenRequest(request, { clients, codes, accessTokens, refreshTokens, signingKey }),
    "GET /userinfo": (request) => handleUserinfo(request, accessTokens),
    "POST /userinfo": (request) => handleUserinfo(request, accessTokens),
  };

  return {
    issuer,
    owns: (pathname) => pathname === basePath || pathname.startsWith(`${basePath}/`),
    async handle(request) {
      const path = new URL(request.url).pathname.slice(basePath.length);
      const route = routes[`${request.method} ${path}`];
      if (route) return route(request);
      const known = Object.keys(routes).some((key) => key.endsWith(` ${path}`));
      return known
        ? json(405, {
            error: "invalid_request",
            error_description: `${request.method} is not allowed here`,
          })
        : json(404, {
            error: "not_found",
            error_description: `${path} is not an endpoint of this provider`,
          });
    },
  };
}
