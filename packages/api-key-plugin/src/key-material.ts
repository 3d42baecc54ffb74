// A key is shown once; only its SHA-256 is stored, so a leaked table holds no usable key.

const KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** `prefix` + `length` random letters, drawn without modulo bias. */
export function generateApiKey(length: number, prefix = ""): string {
  const limit = 256 - (256 % KEY_ALPHABET.length);
  const out: string[] = [];
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length)
        out.push(KEY_ALPHABET[byte % KEY_ALPHABET.length] ?? "");
    }
  }
  return `${prefix}${out.join("")}`;
}

/** The stored form of a key: SHA-256, base64url. */
export async function hashApiKey(key: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key)),
  );
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Compares two hashes in time independent of where they differ. */
export function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++)
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}
