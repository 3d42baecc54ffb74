import { encodeBase64 } from "../encoding/base64.js";
import type { HmacSha256 } from "./hmac-backend.js";

const utf8 = new TextEncoder();

/** The signed content as one byte array, encoding the body text only once. */
function signedContentBytes(prefix: string, body: string | Uint8Array): Uint8Array<ArrayBuffer> {
  if (typeof body === "string") return utf8.encode(prefix + body);
  const prefixBytes = utf8.encode(prefix);
  const content = new Uint8Array(prefixBytes.length + body.length);
  content.set(prefixBytes, 0);
  content.set(body, prefixBytes.length);
  return content;
}

/** HMAC-SHA256 with Web Crypto; the key is imported once, on first use, and reused. */
export function createWebCryptoHmac(key: Uint8Array<ArrayBuffer>): HmacSha256 {
  let cryptoKey: Promise<CryptoKey> | undefined;
  const importOnce = (): Promise<CryptoKey> => {
    cryptoKey ??= globalThis.crypto.subtle.importKey(
      "raw",
      key,
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    return cryptoKey;
  };
  return {
    async digestBase64(prefix, body) {
      const signature = await globalThis.crypto.subtle.sign(
        "HMAC",
        await importOnce(),
        signedContentBytes(prefix, body),
      );
      return encodeBase64(new Uint8Array(signature));
    },
  };
}
