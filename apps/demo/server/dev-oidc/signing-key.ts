import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";

export const SIGNING_ALGORITHM = "ES256";

export interface SigningKey {
  /** The public half as published at the JWKS endpoint. */
  publicJwk: JWK;
  sign(claims: Record<string, unknown>, lifetimeSeconds: number, audience: string): Promise<string>;
}

/** A fresh ES256 key for this run: id tokens from an earlier run no longer verify. */
export async function generateSigningKey(issuer: string): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const exported = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(exported);
  const publicJwk: JWK = { ...exported, kid, alg: SIGNING_ALGORITHM, use: "sig" };
  return {
    publicJwk,
    sign(claims, lifetimeSeconds, audience) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: "JWT" })
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(privateKey);
    },
  };
}
