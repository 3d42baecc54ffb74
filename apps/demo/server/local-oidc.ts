import { createDevOidcProvider, type DevOidcProvider } from "./dev-oidc";

/**
 * The two provider ids the demo gives its local OpenID Connect provider: two, so that linking
 * a second sign-in method and unlinking it can be tried without any real provider account.
 */
export const LOCAL_OIDC_PROVIDERS = [
  { id: "dev-oidc", name: "Local test provider", clientId: "tollgate-demo" },
  { id: "dev-oidc-second", name: "Second local test provider", clientId: "tollgate-demo-second" },
] as const;

export const LOCAL_OIDC_PATH = "/dev-oidc";

/** A relying party's view of one local provider: what genericOAuth needs. */
export interface LocalOidcClient {
  providerId: string;
  name: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
}

/**
 * The local provider mounted at BASE_URL/dev-oidc, with one registered client per provider id;
 * the secrets are made at start, as both sides live in this process.
 */
export async function createLocalOidc(
  baseURL: string,
  authBasePath = "/api/auth",
): Promise<{
  provider: DevOidcProvider;
  clients: LocalOidcClient[];
}> {
  const issuer = `${baseURL}${LOCAL_OIDC_PATH}`;
  const clients = LOCAL_OIDC_PROVIDERS.map((local) => ({
    providerId: local.id,
    name: local.name,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId: local.clientId,
    clientSecret: randomSecret(),
  }));
  const provider = await createDevOidcProvider({
    issuer,
    clients: clients.map((client) => ({
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      redirectUris: [
        `${baseURL}${authBasePath}/callback/${client.providerId}`,
        // Better Auth's earlier genericOAuth callback path, which Tollgate also answers.
        `${baseURL}${authBasePath}/oauth2/callback/${client.providerId}`,
      ],
    })),
  });
  return { provider, clients };
}

function randomSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}
