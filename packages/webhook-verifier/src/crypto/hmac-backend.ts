/**
 * Which HMAC-SHA256 implementation a verifier or signer uses.
 * - "auto" (default): node:crypto where the runtime has it (Node, Bun, Deno), else Web Crypto.
 * - "web-crypto": `crypto.subtle` only, in every runtime.
 * - "node": node:crypto only; refused where the runtime has no node:crypto.
 */
export type HmacBackend = "auto" | "web-crypto" | "node";

import type { SignedContent } from "../keys/signed-content.js";

/** HMAC-SHA256 under one key of the signed content, as padded base64. */
export interface HmacSha256 {
  digestBase64(content: SignedContent): string | Promise<string>;
}
