/** Parameters of the stored format `salt:key` (hex), the same as Better Auth's. */
export const SCRYPT = { N: 16384, r: 16, p: 1, keyLength: 64, saltLength: 16 } as const;

/** Room for scrypt's working memory (128·N·r·p bytes), with headroom. */
export const SCRYPT_MAX_MEMORY = 128 * SCRYPT.N * SCRYPT.r * SCRYPT.p * 2;

/** What both derivations pass to node:crypto's scrypt / scryptSync besides the key length. */
export const SCRYPT_OPTIONS = {
  N: SCRYPT.N,
  r: SCRYPT.r,
  p: SCRYPT.p,
  maxmem: SCRYPT_MAX_MEMORY,
} as const;
