// Password hashing needs a memory-hard KDF off the main thread. By default each hash runs in a
// worker thread at background priority (scrypt-worker-pool.ts), so a burst of sign-ups does not
// slow every other request down; "normal" priority, and runtimes without worker threads, use
// node:crypto's asynchronous scrypt in libuv's thread pool. Runtimes without node:crypto (edge
// runtimes) compute the same scrypt in JavaScript. Nothing here touches a Node built-in before
// the first hasher is made, and importing this module makes none.

import { availableCores } from "./available-cores";
import { bytesEqual, bytesToHex, hexToBytes } from "./hex-bytes";
import { deriveInThreadPool } from "./scrypt-in-thread-pool";
import { SCRYPT } from "./scrypt-parameters";
import { createScryptWorkerPool, type DeriveKey } from "./scrypt-worker-pool";
import { createSemaphore } from "./semaphore";

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/**
 * "background": hashes run in worker threads at the lowest CPU priority (nice 19 on Linux), so
 * every other request stays fast during a burst of sign-ups; on a busy machine a hash takes
 * longer, on an idle one it runs at full speed. "normal": libuv's thread pool, at the priority of
 * the rest of the server.
 */
export type PasswordHashPriority = "background" | "normal";

export interface ScryptHasherOptions {
  /**
   * Hashes computed at once; the rest queue. Defaults to the number of cores: hashing never
   * oversubscribes the CPU. 1 on a small machine keeps a core free for every other request
   * during a sign-in burst, at the price of sign-in throughput.
   */
  maxConcurrentHashes?: number;
  /** Defaults to "background" (see {@link PasswordHashPriority}). */
  priority?: PasswordHashPriority;
}

function keyDeriver(limit: number, priority: PasswordHashPriority): DeriveKey {
  if (priority === "background") {
    return createScryptWorkerPool({ size: limit, fallback: deriveInThreadPool }).derive;
  }
  const slots = createSemaphore(limit);
  return (password, salt) => slots.run(() => deriveInThreadPool(password, salt));
}

/** scrypt (N=16384, r=16, p=1, 64-byte key, 16-byte salt), stored `salt:key` in hex. */
export function createScryptPasswordHasher(options: ScryptHasherOptions = {}): PasswordHasher {
  const limit = Math.max(1, options.maxConcurrentHashes ?? availableCores());
  return passwordHasherFrom(keyDeriver(limit, options.priority ?? "background"));
}

/** The stored format around one way of deriving scrypt keys (exported for tests). */
export function passwordHasherFrom(derive: DeriveKey): PasswordHasher {
  const hashKey = (password: string, salt: string) => derive(password.normalize("NFKC"), salt);
  return {
    async hash(password) {
      const salt = bytesToHex(crypto.getRandomValues(new Uint8Array(SCRYPT.saltLength)));
      const key = await hashKey(password, salt);
      return `${salt}:${bytesToHex(key)}`;
    },
    async verify({ hash, password }) {
      const [salt, keyHex] = hash.split(":");
      if (!salt || !keyHex) return false;
      const expected = hexToBytes(keyHex);
      // A key that is not hex of the right length matches nothing.
      if (expected?.length !== SCRYPT.keyLength) return false;
      const actual = await hashKey(password, salt);
      return bytesEqual(actual, expected);
    },
  };
}

let defaultHasher: PasswordHasher | undefined;
const sharedHasher = () => {
  defaultHasher ??= createScryptPasswordHasher();
  return defaultHasher;
};

/**
 * A hasher with the default options, made on its first use rather than at import (the package
 * has no import-time work: `sideEffects: false`).
 */
export const scryptPasswordHasher: PasswordHasher = {
  hash: (password) => sharedHasher().hash(password),
  verify: (input) => sharedHasher().verify(input),
};

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
