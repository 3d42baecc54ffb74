const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
// The largest multiple of 62 that fits in a byte: bytes at or above it are rejected, so every
// character is equally likely (no modulo bias).
const UNBIASED_LIMIT = 248;

/** A random id of [A-Za-z0-9] characters from the Web Crypto random source. */
export function generateId(length = 32): string {
  let id = "";
  const bytes = new Uint8Array(length + 16);
  while (id.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue;
      id += ALPHABET[byte % ALPHABET.length];
      if (id.length === length) break;
    }
  }
  return id;
}
