// scrypt computed in JavaScript (@noble/hashes, audited), for runtimes without node:crypto (edge
// runtimes, workers). It runs on the event loop, yielding to it every few milliseconds, and is a
// few times slower than the native one; the key is byte for byte the same, so hashes made on
// either side verify on the other. Loaded on first use: Node never loads it.
import { SCRYPT, SCRYPT_MAX_MEMORY } from "./scrypt-parameters";

/** The scrypt key of an already normalised password; `salt` is used as text, as it is stored. */
export async function deriveInJavaScript(password: string, salt: string): Promise<Uint8Array> {
  const { scryptAsync } = await import("@noble/hashes/scrypt.js");
  return scryptAsync(password, salt, {
    N: SCRYPT.N,
    r: SCRYPT.r,
    p: SCRYPT.p,
    dkLen: SCRYPT.keyLength,
    maxmem: SCRYPT_MAX_MEMORY,
  });
}
