import { encodeBase64 } from "../encoding/base64.js";
import type { HmacSha256 } from "./hmac-backend.js";

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
    async digestBase64(content) {
      const signature = await globalThis.crypto.subtle.sign(
        "HMAC",
        await importOnce(),
        content.bytes,
      );
      return encodeBase64(new Uint8Array(signature));
    },
  };
}
