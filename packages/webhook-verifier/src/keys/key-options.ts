import type { HmacBackend } from "../crypto/hmac-backend.js";
import type { KeyEncoding } from "../secret/key-encoding.js";
import type { WebhookSecrets } from "../secret/secret-to-key.js";

/** How a verifier or signer gets its keys. */
export interface KeyOptions {
  /**
   * `whsec_` + base64 of the key (the Standard Webhooks form). Several secrets are all accepted
   * when verifying — list the new one with the old one during a rotation; a signer signs with
   * every one of them.
   */
  secret: WebhookSecrets;
  /** "base64" (default) or "utf8" for platforms that HMAC with the secret text itself. */
  keyEncoding?: KeyEncoding;
  /** HMAC implementation: "auto" (default: node:crypto where present, else Web Crypto). */
  crypto?: HmacBackend;
}
