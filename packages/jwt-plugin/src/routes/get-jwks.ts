import { createAuthEndpoint } from "@tollgate/auth-server";
import type { KeyStore } from "../key-store";

export type GetJwksEndpoint = ReturnType<typeof createGetJwks>;

/**
 * GET /jwks → {keys}: the public keys other services verify tokens with (RFC 7517), each with
 * its kid, alg and use "sig". Cacheable for a few minutes: a new key is published before it signs.
 */
export function createGetJwks(keys: KeyStore) {
  return createAuthEndpoint("/jwks", { method: "GET" }, async (ctx) => {
    ctx.setHeader("cache-control", "public, max-age=300");
    return { keys: await keys.publishedKeys(ctx.context) };
  });
}
