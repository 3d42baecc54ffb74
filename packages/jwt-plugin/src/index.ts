import type { AuthPlugin } from "@tollgate/auth-server";
import { jwtHeaderHook } from "./jwt-header-hook";
import { createKeyStore } from "./key-store";
import { type JwtOptions, resolveJwtOptions } from "./options";
import { createGetJwks, type GetJwksEndpoint } from "./routes/get-jwks";
import { createGetToken, type GetTokenEndpoint } from "./routes/get-token";
import { jwtSchema } from "./schema";

/** A type alias, not an interface: the plugin contract wants a string-indexed record. */
export type JwtEndpoints = { getJwks: GetJwksEndpoint; getToken: GetTokenEndpoint };

/**
 * JWTs for sessions, verifiable by other services without calling this server: GET /token
 * issues one for the current session, get-session sends one in `set-auth-jwt`, and GET /jwks
 * publishes the public keys (EdDSA by default; private keys sealed with the server secret).
 */
export function jwt(userOptions?: JwtOptions) {
  const options = resolveJwtOptions(userOptions);
  const keys = createKeyStore(options);
  const endpoints: JwtEndpoints = {
    getJwks: createGetJwks(keys),
    getToken: createGetToken(options, keys),
  };
  return {
    id: "jwt",
    endpoints,
    schema: jwtSchema,
    hooks: { after: options.setJwtHeader ? [jwtHeaderHook(options, keys)] : [] },
    options: userOptions,
  } satisfies AuthPlugin;
}

export { JWT_HEADER } from "./jwt-header-hook";
export type { PublishedKey } from "./key-store";
export type { Duration, JwtOptions, KeyPairConfig } from "./options";
export { jwtSchema, type StoredKeyPair } from "./schema";
export type { GetJwksEndpoint, GetTokenEndpoint };
