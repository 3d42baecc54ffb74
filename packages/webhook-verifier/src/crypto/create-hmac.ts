import { WebhookUsageError } from "../errors/webhook-usage-error.js";
import type { HmacBackend, HmacSha256 } from "./hmac-backend.js";
import { createNodeCryptoHmac, loadNodeCrypto } from "./node-crypto-hmac.js";
import { createWebCryptoHmac } from "./web-crypto-hmac.js";

/** The HMAC-SHA256 of one key with the chosen backend (see {@link HmacBackend}). */
export function createHmac(
  key: Uint8Array<ArrayBuffer>,
  backend: HmacBackend = "auto",
): HmacSha256 {
  if (backend !== "auto" && backend !== "web-crypto" && backend !== "node") {
    throw new WebhookUsageError("HMAC_BACKEND_MUST_BE_AUTO_WEB_CRYPTO_OR_NODE");
  }
  if (backend === "web-crypto") return createWebCryptoHmac(key);
  const nodeCrypto = loadNodeCrypto();
  if (nodeCrypto !== null) return createNodeCryptoHmac(nodeCrypto, key);
  if (backend === "node")
    throw new WebhookUsageError("NODE_CRYPTO_IS_NOT_AVAILABLE_IN_THIS_RUNTIME");
  return createWebCryptoHmac(key);
}
