import { encodeHexLowerCase } from "@oslojs/encoding";
import type { PasswordHasher } from "../crypto/password";
import { scryptPasswordHasher } from "../crypto/password";

const PREFIX = "test-sha256:";

async function digest(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(password);
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)));
}

/**
 * For tests only: a hasher that costs microseconds instead of scrypt's deliberate slowness, so a
 * suite that signs up hundreds of users runs in seconds (Better Auth's test instance does the
 * same). Its hashes say what they are (`test-sha256:<hex>`); a stored scrypt hash (a fixture
 * made by Better Auth, say) is still verified with scrypt. Never for production: SHA-256 is no
 * password hash.
 */
export const fastTestPasswordHasher: PasswordHasher = {
  hash: async (password) => PREFIX + (await digest(password)),
  async verify({ hash, password }) {
    if (!hash.startsWith(PREFIX)) return scryptPasswordHasher.verify({ hash, password });
    return hash === PREFIX + (await digest(password));
  },
};
