import type { DevOidcClient } from "./clients";

/**
 * The client of a token request, by client_secret_basic (Authorization: Basic, RFC 6749 §2.3.1:
 * form-encoded id and secret) or client_secret_post (client_id and client_secret in the body).
 * Undefined when neither names a registered client with that secret.
 */
export function authenticatedClient(
  request: Request,
  form: URLSearchParams,
  clients: ReadonlyMap<string, DevOidcClient>,
): DevOidcClient | undefined {
  const credentials = basicCredentials(request.headers.get("authorization")) ?? {
    id: form.get("client_id") ?? "",
    secret: form.get("client_secret") ?? "",
  };
  const client = clients.get(credentials.id);
  return client && client.clientSecret === credentials.secret ? client : undefined;
}

function basicCredentials(header: string | null): { id: string; secret: string } | undefined {
  if (!header?.toLowerCase().startsWith("basic ")) return undefined;
  let decoded: string;
  try {
    decoded = atob(header.slice(6).trim());
  } catch {
    return undefined;
  }
  const colon = decoded.indexOf(":");
  if (colon === -1) return undefined;
  try {
    return {
      id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, " ")),
      secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, " ")),
    };
  } catch {
    return undefined;
  }
}
