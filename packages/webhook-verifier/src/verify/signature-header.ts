import { decodeBase64 } from "../encoding/base64.js";

const SIGNATURE_VERSION = "v1";
const HMAC_SHA256_LENGTH = 32;

/**
 * The decoded `v1` signatures of a `webhook-signature` header: entries are separated by spaces
 * (a trailing comma, left by a proxy that joined repeated headers with ", ", is ignored); entries
 * of other versions, and `v1` entries that are not the base64 of 32 bytes, cannot match and are
 * skipped.
 */
export function decodeV1Signatures(header: string): Uint8Array[] {
  const signatures: Uint8Array[] = [];
  for (const rawEntry of header.split(" ")) {
    const entry = rawEntry.endsWith(",") ? rawEntry.slice(0, -1) : rawEntry;
    const comma = entry.indexOf(",");
    if (comma === -1 || entry.slice(0, comma) !== SIGNATURE_VERSION) continue;
    const signature = decodeBase64(entry.slice(comma + 1));
    if (signature !== null && signature.length === HMAC_SHA256_LENGTH) signatures.push(signature);
  }
  return signatures;
}
