import { createAuthEndpoint } from "@tollgate/auth-server";
import { z } from "zod";
import type { KeyStore } from "../key-store";

/** What every published key carries beside its public parameters (key-store.ts). */
const publishedKeyFields = { kid: z.string(), use: z.literal("sig") };

/**
 * One public key as a JWK (RFC 7517/7518/8037), per algorithm the plugin makes keys for. Strict:
 * a public key has exactly these members, so a private part (`d`, `p`, `q`, …) is never answered.
 */
const publishedKey = z.discriminatedUnion("kty", [
  z.strictObject({
    kty: z.literal("OKP"),
    crv: z.literal("Ed25519"),
    x: z.string(),
    alg: z.literal("EdDSA"),
    ...publishedKeyFields,
  }),
  z.strictObject({
    kty: z.literal("EC"),
    crv: z.literal("P-256"),
    x: z.string(),
    y: z.string(),
    alg: z.literal("ES256"),
    ...publishedKeyFields,
  }),
  z.strictObject({
    kty: z.literal("RSA"),
    n: z.string(),
    e: z.string(),
    alg: z.literal("RS256"),
    ...publishedKeyFields,
  }),
]);

/** A JWK Set: the keys signing now and those retired within the grace period, newest first. */
const jwksAnswer = z.object({ keys: z.array(publishedKey) });

export type GetJwksEndpoint = ReturnType<typeof createGetJwks>;

/**
 * GET /jwks → {keys}: the public keys other services verify tokens with (RFC 7517), each with
 * its kid, alg and use "sig". Cacheable for a few minutes: a new key is published before it signs.
 */
export function createGetJwks(keys: KeyStore) {
  return createAuthEndpoint(
    "/jwks",
    {
      method: "GET",
      metadata: {
        openapi: { summary: "The public keys that verify this server's JWTs (a JWK Set)" },
        responseSchema: jwksAnswer,
      },
    },
    async (ctx) => {
      ctx.setHeader("cache-control", "public, max-age=300");
      return { keys: await keys.publishedKeys(ctx.context) };
    },
  );
}
