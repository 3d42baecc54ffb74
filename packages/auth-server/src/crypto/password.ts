// Password hashing needs a memory-hard KDF off the main thread; node:crypto's asynchronous
// scrypt runs in libuv's thread pool (Node, Bun and Deno all provide it), which keeps the
// event loop free while a hash is computed. Other runtimes plug in their own hash/verify.
import { scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { createSemaphore } from "./semaphore";

/** Parameters of the stored format `salt:key` (hex), the same as Better Auth's. */
const SCRYPT = { N: 16384, r: 16, p: 1, keyLength: 64, saltLength: 16 } as const;
const MAX_MEMORY = 128 * SCRYPT.N * SCRYPT.r * SCRYPT.p * 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      SCRYPT.keyLength,
      { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("hex");
}

export interface ScryptHasherOptions {
  /**
   * Hashes computed at once; the rest queue. Defaults to the number of cores: hashing never
   * oversubscribes the CPU. 1 on a small machine keeps a core free for every other request
   * during a sign-in burst, at the price of sign-in throughput.
   */
  maxConcurrentHashes?: number;
}

/** scrypt (N=16384, r=16, p=1, 64-byte key, 16-byte salt), stored `salt:key` in hex. */
export function createScryptPasswordHasher(options: ScryptHasherOptions = {}): PasswordHasher {
  const slots = createSemaphore(Math.max(1, options.maxConcurrentHashes ?? availableParallelism()));
  const hashKey = (password: string, salt: string) => slots.run(() => derive(password, salt));
  return {
    async hash(password) {
      const salt = toHex(crypto.getRandomValues(new Uint8Array(SCRYPT.saltLength)));
      const key = await hashKey(password, salt);
      return `${salt}:${toHex(key)}`;
    },
    async verify({ hash, password }) {
      const [salt, keyHex] = hash.split(":");
      if (!salt || !keyHex || keyHex.length !== SCRYPT.keyLength * 2) return false;
      const expected = Buffer.from(keyHex, "hex");
      const actual = await hashKey(password, salt);
      return timingSafeEqual(actual, expected);
    },
  };
}

export const scryptPasswordHasher: PasswordHasher = createScryptPasswordHasher();

const decoys = new WeakMap<PasswordHasher, Promise<string>>();

/**
 * A stored hash of a random password, made once per hasher: verifying against it costs what a
 * real verification costs, so an unknown account answers in about the time a wrong password does.
 */
export function decoyPasswordHash(hasher: PasswordHasher): Promise<string> {
  let decoy = decoys.get(hasher);
  if (!decoy) {
    decoy = hasher.hash(crypto.randomUUID());
    decoys.set(hasher, decoy);
  }
  return decoy;
}
