import {
  createJWTSignatureMessage,
  encodeJWT,
  JWSRegisteredHeaders,
  JWTRegisteredClaims,
  joseAlgorithmHS256,
  parseJWT,
} from "@oslojs/jwt";
import { z } from "zod";

/** Spec §9: verification tokens live 3600 s unless emailVerification.expiresIn says otherwise. */
export const DEFAULT_VERIFICATION_TOKEN_EXPIRES_IN = 3600;

export interface VerificationClaims {
  /** The address being verified (lowercased), or the current address when `updateTo` is set. */
  email: string;
  /** A new address the user asked to move to; verifying the token makes the change. */
  updateTo?: string | undefined;
}

export type VerificationTokenCheck =
  | { status: "valid"; claims: VerificationClaims }
  | { status: "expired" }
  | { status: "invalid" };

const claimsSchema = z.object({ email: z.string(), updateTo: z.string().optional() });
const encoder = new TextEncoder();

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

/** An HS256 JWT `{ email, updateTo?, iat, exp }` signed with the auth secret. */
export async function signVerificationToken(
  secret: string,
  claims: VerificationClaims,
  expiresInSeconds: number = DEFAULT_VERIFICATION_TOKEN_EXPIRES_IN,
): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const headerJSON = JSON.stringify({ alg: joseAlgorithmHS256, typ: "JWT" });
  const payloadJSON = JSON.stringify({
    email: claims.email.toLowerCase(),
    ...(claims.updateTo ? { updateTo: claims.updateTo.toLowerCase() } : {}),
    iat: issuedAt,
    exp: issuedAt + expiresInSeconds,
  });
  // Copied so the buffer type is exactly ArrayBuffer, which Web Crypto's typings ask for.
  const message = new Uint8Array(createJWTSignatureMessage(headerJSON, payloadJSON));
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), message);
  return encodeJWT(headerJSON, payloadJSON, new Uint8Array(signature));
}

function parse(token: string): ReturnType<typeof parseJWT> | null {
  try {
    return parseJWT(token);
  } catch {
    return null;
  }
}

/** Checks algorithm, signature (constant time) and expiry, then the claims' shape. */
export async function verifyVerificationToken(
  secret: string,
  token: string,
): Promise<VerificationTokenCheck> {
  const parsed = parse(token);
  if (!parsed) return { status: "invalid" };
  const [header, payload, signature, message] = parsed;
  const headers = new JWSRegisteredHeaders(header);
  if (!headers.hasAlgorithm() || headers.algorithm() !== joseAlgorithmHS256)
    return { status: "invalid" };
  const key = await hmacKey(secret);
  // Copied so the buffer type is exactly ArrayBuffer, which Web Crypto's typings ask for.
  const valid = await crypto.subtle.verify(
    "HMAC",
    key,
    new Uint8Array(signature),
    new Uint8Array(message),
  );
  if (!valid) return { status: "invalid" };
  const claims = new JWTRegisteredClaims(payload);
  if (!claims.hasExpiration()) return { status: "invalid" };
  if (!claims.verifyExpiration()) return { status: "expired" };
  const shape = claimsSchema.safeParse(payload);
  if (!shape.success) return { status: "invalid" };
  return { status: "valid", claims: shape.data };
}
