import { createRemoteJWKSet, decodeJwt, jwtVerify } from "jose";

/**
 * An id token's claims (jose's JWTPayload, written out: the shipped declarations do not import
 * jose, an ES module a CommonJS consumer's types may not import).
 */
export interface IdTokenClaims {
  iss?: string;
  sub?: string;
  aud?: string | string[];
  jti?: string;
  nbf?: number;
  exp?: number;
  iat?: number;
  [claim: string]: unknown;
}

type RemoteKeySet = ReturnType<typeof createRemoteJWKSet>;

/** One key set per JWKS URL for the process: jose caches the keys and refetches on a new `kid`. */
const keySets = new Map<string, RemoteKeySet>();

function keySetOf(jwksURL: string): RemoteKeySet {
  let keySet = keySets.get(jwksURL);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksURL));
    keySets.set(jwksURL, keySet);
  }
  return keySet;
}

export interface IdTokenCheck {
  /** The provider's JWKS (e.g. https://www.googleapis.com/oauth2/v3/certs). */
  jwksURL: string;
  /** Accepted `iss` values. */
  issuer: string | string[];
  /** Accepted `aud`: the app's client id(s). */
  audience: string | string[];
  /** When given, the token's `nonce` claim must equal it. */
  nonce?: string | undefined;
  /**
   * "exact-or-sha256": the claim may also be the SHA-256 (hex) of `nonce`, as in a native Sign in
   * with Apple, where the app hands Apple the hash and keeps the raw nonce. Default "exact".
   */
  nonceComparison?: "exact" | "exact-or-sha256" | undefined;
  /** Accepted signature algorithms; defaults to RS256 and ES256. */
  algorithms?: string[] | undefined;
}

/**
 * The id token's claims when its signature verifies against the provider's JWKS and its issuer,
 * audience, expiry (and nonce, when one is expected) are right; null otherwise (never throws for
 * a bad token; a JWKS that cannot be fetched also answers null, logged by the caller's refusal).
 */
export async function verifyIdTokenClaims(
  token: string,
  check: IdTokenCheck,
): Promise<IdTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keySetOf(check.jwksURL), {
      issuer: check.issuer,
      audience: check.audience,
      algorithms: check.algorithms ?? ["RS256", "ES256"],
      requiredClaims: ["sub", "exp"],
    });
    if (check.nonce !== undefined && !(await nonceMatches(payload.nonce, check))) return null;
    return payload;
  } catch {
    return null;
  }
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function nonceMatches(claim: unknown, check: IdTokenCheck): Promise<boolean> {
  if (typeof claim !== "string" || check.nonce === undefined) return false;
  if (claim === check.nonce) return true;
  return check.nonceComparison === "exact-or-sha256" && claim === (await sha256Hex(check.nonce));
}

/**
 * The claims of an id token WITHOUT checking it: only for a token the provider's token endpoint
 * just handed us over TLS (code exchange), never for one a client sent.
 */
export function readIdTokenClaims(token: string): IdTokenClaims | null {
  try {
    return decodeJwt(token);
  } catch {
    return null;
  }
}
