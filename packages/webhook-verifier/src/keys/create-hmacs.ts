import { createHmac } from "../crypto/create-hmac.js";
import type { HmacSha256 } from "../crypto/hmac-backend.js";
import { secretsToKeys } from "../secret/secret-to-key.js";
import type { KeyOptions } from "./key-options.js";

/** One HMAC per secret, each with its key prepared once; bad secrets are refused here. */
export function createHmacs(options: KeyOptions): HmacSha256[] {
  const keys = secretsToKeys(options.secret, options.keyEncoding ?? "base64");
  return keys.map((key) => createHmac(key, options.crypto ?? "auto"));
}
