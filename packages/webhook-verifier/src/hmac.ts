// Type-only: erased from the output, so runtimes without node:crypto never load it.
import type * as NodeCrypto from "node:crypto";
import { encodeBase64 } from "./encoding.js";
import { WebhookUsageError } from "./errors.js";

/**
 * Which HMAC-SHA256 implementation a verifier or signer uses.
 * - "auto" (default): node:crypto where the runtime has it (Node, Bun, Deno), else Web Crypto.
 * - "web-crypto": `crypto.subtle` only, in every runtime.
 * - "node": node:crypto only; refused where the runtime has no node:crypto.
 */
export type HmacBackend = "auto" | "web-crypto" | "node";

/** HMAC-SHA256 under one key of the signed content, as padded base64. */
export interface HmacSha256 {
  digestBase64(content: SignedContent): string | Promise<string>;
}

const utf8 = new TextEncoder();

/**
 * The signed content `{id}.{timestamp}.{body}`. The body is encoded to bytes at most once, and
 * only for a backend that needs one byte array (Web Crypto); node:crypto takes the parts as is.
 */
export class SignedContent {
  readonly prefix: string;
  readonly body: string | Uint8Array;
  #bytes: Uint8Array<ArrayBuffer> | undefined;

  constructor(id: string, timestampSeconds: number, body: string | Uint8Array) {
    this.prefix = `${id}.${timestampSeconds}.`;
    this.body = body;
  }

  get bytes(): Uint8Array<ArrayBuffer> {
    this.#bytes ??= this.#encode();
    return this.#bytes;
  }

  #encode(): Uint8Array<ArrayBuffer> {
    if (typeof this.body === "string") return utf8.encode(this.prefix + this.body);
    const prefixBytes = utf8.encode(this.prefix);
    const content = new Uint8Array(prefixBytes.length + this.body.length);
    content.set(prefixBytes, 0);
    content.set(this.body, prefixBytes.length);
    return content;
  }
}

/**
 * node:crypto, found through `process.getBuiltinModule` (Node ≥ 20.16, Bun, Deno) rather than an
 * import, so bundlers for edge runtimes see nothing to resolve. Looked up once per process.
 */
let loadedNodeCrypto: typeof NodeCrypto | null | undefined;

function loadNodeCrypto(): typeof NodeCrypto | null {
  if (loadedNodeCrypto === undefined) {
    try {
      const runtimeProcess = globalThis.process;
      loadedNodeCrypto =
        typeof runtimeProcess?.getBuiltinModule === "function"
          ? (runtimeProcess.getBuiltinModule("node:crypto") ?? null)
          : null;
    } catch {
      loadedNodeCrypto = null;
    }
  }
  return loadedNodeCrypto;
}

/** HMAC-SHA256 with node:crypto and a KeyObject made once; synchronous and fast. */
function createNodeCryptoHmac(crypto: typeof NodeCrypto, key: Uint8Array): HmacSha256 {
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

/** HMAC-SHA256 with Web Crypto; the key is imported once, on first use, and reused. */
function createWebCryptoHmac(key: Uint8Array<ArrayBuffer>): HmacSha256 {
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
