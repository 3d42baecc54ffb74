import { isRecord } from "../utils/is-record";

/** What a provider's endpoints are, from its configuration or its discovery document. */
export interface ProviderEndpoints {
  authorizationUrl: string;
  tokenUrl: string | undefined;
  userInfoUrl: string | undefined;
  /** Set when discovery named an issuer and a JWKS: id tokens are then verified. */
  idTokenVerification: IdTokenVerification | undefined;
}

export interface IdTokenVerification {
  issuer: string;
  jwksURL: string;
  /** The discovery document's id_token_signing_alg_values_supported, when it has any. */
  algorithms: string[] | undefined;
}

export interface EndpointSettings {
  providerId: string;
  discoveryUrl?: string | undefined;
  discoveryHeaders?: Record<string, string> | undefined;
  authorizationUrl?: string | undefined;
  tokenUrl?: string | undefined;
  userInfoUrl?: string | undefined;
}

/** Discovery that could not be used; the next request tries again. */
export class DiscoveryError extends Error {
  override readonly name = "DiscoveryError";
}

/**
 * The provider's endpoints, read once: the discovery document is fetched on first use (not at
 * start-up, when a provider on the app's own server is not listening yet) and kept; a failed
 * fetch is not kept, so the next sign-in tries again. Configured URLs win over discovered ones.
 */
export function providerEndpoints(settings: EndpointSettings): () => Promise<ProviderEndpoints> {
  let known: Promise<ProviderEndpoints> | undefined;
  return () => {
    known ??= resolveEndpoints(settings).catch((error: unknown) => {
      known = undefined;
      throw error;
    });
    return known;
  };
}

async function resolveEndpoints(settings: EndpointSettings): Promise<ProviderEndpoints> {
  if (!settings.discoveryUrl) {
    if (!settings.authorizationUrl) {
      throw new DiscoveryError(
        `genericOAuth provider "${settings.providerId}": set discoveryUrl, or authorizationUrl and tokenUrl`,
      );
    }
    return {
      authorizationUrl: settings.authorizationUrl,
      tokenUrl: settings.tokenUrl,
      userInfoUrl: settings.userInfoUrl,
      idTokenVerification: undefined,
    };
  }
  const document = await fetchDiscoveryDocument(
    settings.providerId,
    settings.discoveryUrl,
    settings.discoveryHeaders,
  );
  const authorizationUrl =
    settings.authorizationUrl ?? stringField(document, "authorization_endpoint");
  if (!authorizationUrl) {
    throw new DiscoveryError(
      `genericOAuth provider "${settings.providerId}": the discovery document at ${settings.discoveryUrl} has no authorization_endpoint`,
    );
  }
  const issuer = stringField(document, "issuer");
  const jwksUri = stringField(document, "jwks_uri");
  const algorithms = document.id_token_signing_alg_values_supported;
  return {
    authorizationUrl,
    tokenUrl: settings.tokenUrl ?? stringField(document, "token_endpoint"),
    userInfoUrl: settings.userInfoUrl ?? stringField(document, "userinfo_endpoint"),
    idTokenVerification:
      issuer && jwksUri
        ? {
            issuer,
            jwksURL: new URL(jwksUri, settings.discoveryUrl).href,
            algorithms:
              Array.isArray(algorithms) && algorithms.length > 0
                ? algorithms.filter((item): item is string => typeof item === "string")
                : undefined,
          }
        : undefined,
  };
}

async function fetchDiscoveryDocument(
  providerId: string,
  url: string,
  headers: Record<string, string> | undefined,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: "application/json", ...headers } });
  } catch (error) {
    throw new DiscoveryError(
      `genericOAuth provider "${providerId}": the discovery document at ${url} could not be fetched (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const body: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
  if (!isRecord(body)) {
    throw new DiscoveryError(
      `genericOAuth provider "${providerId}": the discovery document at ${url} answered ${response.status} without a JSON object`,
    );
  }
  return body;
}

function stringField(document: Record<string, unknown>, name: string): string | undefined {
  const value = document[name];
  return typeof value === "string" && value ? value : undefined;
}
