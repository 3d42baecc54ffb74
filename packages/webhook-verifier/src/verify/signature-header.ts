const SIGNATURE_VERSION_PREFIX = "v1,";
/** Padded base64 of the 32 bytes of an HMAC-SHA256. */
const SIGNATURE_BASE64_LENGTH = 44;

/**
 * The `v1` signatures of a `webhook-signature` header, still in base64: entries are separated by
 * spaces (a trailing comma, left by a proxy that joined repeated headers with ", ", is ignored);
 * entries of other versions, and `v1` entries that cannot be an HMAC-SHA256, are skipped.
 */
export function readV1Signatures(header: string): string[] {
  const signatures: string[] = [];
  for (const rawEntry of header.split(" ")) {
    const entry = rawEntry.endsWith(",") ? rawEntry.slice(0, -1) : rawEntry;
    if (
      entry.length === SIGNATURE_VERSION_PREFIX.length + SIGNATURE_BASE64_LENGTH &&
      entry.startsWith(SIGNATURE_VERSION_PREFIX)
    ) {
      signatures.push(entry.slice(SIGNATURE_VERSION_PREFIX.length));
    }
  }
  return signatures;
}
