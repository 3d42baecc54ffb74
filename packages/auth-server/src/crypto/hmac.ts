import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import { type NodeCrypto, nodeCrypto } from "../utils/node-builtin";

const encoder = new TextEncoder();

/** Every HMAC-SHA256 signature in base64: 32 bytes → 44 characters. */
export const SIGNATURE_LENGTH = 44;

/** HMAC-SHA256 with one key, prepared once and reused for every signature. */
export interface HmacSigner {
  sign(value: string): Promise<string>;
  verify(value: string, signature: string): Promise<boolean>;
}

function decodeSignature(signature: string): Uint8Array<ArrayBuffer> | null {
  try {
    return new Uint8Array(decodeBase64(signature));
  } catch {
    return null;
  }
}

/** Web Crypto everywhere: the key is imported once. */
function createWebCryptoSigner(secret: string): HmacSigner {
  const key = crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  return {
    async sign(value) {
      const signature = await crypto.subtle.sign("HMAC", await key, encoder.encode(value));
      return encodeBase64(new Uint8Array(signature));
    },
    async verify(value, signature) {
      const bytes = decodeSignature(signature);
      // subtle.verify compares in constant time.
      return (
        bytes !== null && crypto.subtle.verify("HMAC", await key, bytes, encoder.encode(value))
      );
    },
  };
}

/**
 * Where node:crypto exists (Node, Bun, Deno), HMAC runs synchronously on a KeyObject: no
 * thread-pool round trip per cookie, which matters on the session read path. Signatures are
 * compared as their base64 text in constant time (both sides are 44 characters), so nothing
 * is decoded per request.
 */
function createNodeSigner(secret: string, node: NodeCrypto): HmacSigner {
  const key = node.createSecretKey(encoder.encode(secret));
  const mac = (value: string) => node.createHmac("sha256", key).update(value).digest("base64");
  return {
    async sign(value) {
      return mac(value);
    },
    async verify(value, signature) {
      const expected = mac(value);
      if (signature.length !== expected.length) return false;
      return node.timingSafeEqual(encoder.encode(signature), encoder.encode(expected));
    },
  };
}

/**
 * Remembers the most recent (value, signature) pairs that verified, so a browser's repeated
 * cookie costs one HMAC, not one per request. Only successes are kept, and a bounded number.
 * A signature that is not 44 characters long is refused before the memo is read, so the
 * memo's key (signature, then value) splits one way only: a pair shifted across the boundary
 * is a different key.
 */
function rememberingVerified(signer: HmacSigner, capacity = 2048): HmacSigner {
  const verified = new Set<string>();
  return {
    sign: signer.sign,
    async verify(value, signature) {
      if (signature.length !== SIGNATURE_LENGTH) return false;
      const pair = `${signature}${value}`;
      if (verified.has(pair)) return true;
      const valid = await signer.verify(value, signature);
      if (valid) {
        if (verified.size >= capacity) verified.delete(verified.values().next().value ?? "");
        verified.add(pair);
      }
      return valid;
    },
  };
}

export function createHmacSigner(secret: string): HmacSigner {
  const node = nodeCrypto();
  return rememberingVerified(node ? createNodeSigner(secret, node) : createWebCryptoSigner(secret));
}
