import { decodeBase64, encodeBase64 } from "@oslojs/encoding";

const encoder = new TextEncoder();

/** HMAC-SHA256 with one key, imported once and reused for every signature. */
export interface HmacSigner {
  sign(value: string): Promise<string>;
  verify(value: string, signature: string): Promise<boolean>;
}

export function createHmacSigner(secret: string): HmacSigner {
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
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        bytes = new Uint8Array(decodeBase64(signature));
      } catch {
        return false;
      }
      // subtle.verify compares in constant time.
      return crypto.subtle.verify("HMAC", await key, bytes, encoder.encode(value));
    },
  };
}
