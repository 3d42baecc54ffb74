// Type-only: erased from the output, so runtimes without node:crypto never load it.
import type * as NodeCrypto from "node:crypto";
import type { HmacSha256 } from "./hmac-backend.js";

/**
 * node:crypto, found through `process.getBuiltinModule` (Node ≥ 20.16, Bun, Deno) rather than an
 * import, so bundlers for edge runtimes see nothing to resolve. Looked up once per process.
 */
let nodeCrypto: typeof NodeCrypto | null | undefined;

export function loadNodeCrypto(): typeof NodeCrypto | null {
  if (nodeCrypto === undefined) {
    try {
      const runtimeProcess = globalThis.process;
      nodeCrypto =
        typeof runtimeProcess?.getBuiltinModule === "function"
          ? (runtimeProcess.getBuiltinModule("node:crypto") ?? null)
          : null;
    } catch {
      nodeCrypto = null;
    }
  }
  return nodeCrypto;
}

/** HMAC-SHA256 with node:crypto and a KeyObject made once; synchronous and fast. */
export function createNodeCryptoHmac(crypto: typeof NodeCrypto, key: Uint8Array): HmacSha256 {
  const keyObject = crypto.createSecretKey(key);
  return {
    digestBase64({ prefix, body }) {
      const hmac = crypto.createHmac("sha256", keyObject);
      // One update for a text body: concatenating is cheaper than a second native call.
      if (typeof body === "string") return hmac.update(prefix + body).digest("base64");
      return hmac.update(prefix).update(body).digest("base64");
    },
  };
}
