/**
 * How a secret string becomes HMAC key bytes.
 * - "base64" (Standard Webhooks): `whsec_` (optional) followed by the base64 of the key.
 * - "utf8": the UTF-8 bytes of the whole secret string exactly as given, prefix included — what
 *   platforms do that HMAC with the secret text itself.
 */
export type KeyEncoding = "base64" | "utf8";

export const SECRET_PREFIX = "whsec_";
