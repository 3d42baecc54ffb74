import { decodeBase64 } from "./encoding.js";
import { WebhookSecretError } from "./errors.js";
import { createHmac, type HmacBackend, type HmacSha256 } from "./hmac.js";

/**
 * How a secret string becomes HMAC key bytes.
 * - "base64" (Standard Webhooks): `whsec_` (optional) followed by the base64 of the key.
 * - "utf8": the UTF-8 bytes of the whole secret string exactly as given, prefix included — what
 *   platforms do that HMAC with the secret text itself.
 */
export type KeyEncoding = "base64" | "utf8";

export const SECRET_PREFIX = "whsec_";

/** One secret or several (during a rotation: every one listed is accepted). */
export type WebhookSecrets = string | readonly string[];

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

const utf8 = new TextEncoder();

/**
 * Turns one secret into the HMAC key bytes, refusing anything that is not a usable key:
 * an empty secret, `whsec_` alone, or text that is not base64.
 */
function secretToKey(secret: unknown, keyEncoding: KeyEncoding): Uint8Array<ArrayBuffer> {
  if (typeof secret !== "string") throw new WebhookSecretError("WEBHOOK_SECRET_IS_REQUIRED");
  if (keyEncoding === "utf8") {
    if (secret.length === 0) throw new WebhookSecretError("WEBHOOK_SECRET_IS_EMPTY");
    return utf8.encode(secret);
  }
  if (keyEncoding !== "base64") {
    throw new WebhookSecretError("WEBHOOK_SECRET_KEY_ENCODING_IS_INVALID");
  }
  const encodedKey = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  if (encodedKey.length === 0) throw new WebhookSecretError("WEBHOOK_SECRET_IS_EMPTY");
  const key = decodeBase64(encodedKey);
  if (key === null) throw new WebhookSecretError("WEBHOOK_SECRET_IS_NOT_VALID_BASE64");
  if (key.length === 0) throw new WebhookSecretError("WEBHOOK_SECRET_IS_EMPTY");
  return key;
}

function secretsToKeys(
  secrets: WebhookSecrets,
  keyEncoding: KeyEncoding,
): Uint8Array<ArrayBuffer>[] {
  const list = typeof secrets === "string" ? [secrets] : secrets;
  if (!Array.isArray(list) || list.length === 0) {
    throw new WebhookSecretError("WEBHOOK_SECRET_IS_REQUIRED");
  }
  return list.map((secret) => secretToKey(secret, keyEncoding));
}

/** One HMAC per secret, each with its key prepared once; bad secrets are refused here. */
export function createHmacs(options: KeyOptions): HmacSha256[] {
  const keys = secretsToKeys(options.secret, options.keyEncoding ?? "base64");
  return keys.map((key) => createHmac(key, options.crypto ?? "auto"));
}
