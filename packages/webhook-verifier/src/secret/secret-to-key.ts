import { decodeBase64 } from "../encoding/base64.js";
import { WebhookSecretError } from "../errors/webhook-secret-error.js";
import { type KeyEncoding, SECRET_PREFIX } from "./key-encoding.js";

const utf8 = new TextEncoder();

/**
 * Turns one secret into the HMAC key bytes, refusing anything that is not a usable key:
 * an empty secret, `whsec_` alone, or text that is not base64.
 */
export function secretToKey(secret: unknown, keyEncoding: KeyEncoding): Uint8Array<ArrayBuffer> {
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

/** One secret or several (during a rotation: every one listed is accepted). */
export type WebhookSecrets = string | readonly string[];

export function secretsToKeys(
  secrets: WebhookSecrets,
  keyEncoding: KeyEncoding,
): Uint8Array<ArrayBuffer>[] {
  const list = typeof secrets === "string" ? [secrets] : secrets;
  if (!Array.isArray(list) || list.length === 0) {
    throw new WebhookSecretError("WEBHOOK_SECRET_IS_REQUIRED");
  }
  return list.map((secret) => secretToKey(secret, keyEncoding));
}
