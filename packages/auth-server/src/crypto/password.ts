// Password hashing needs a memory-hard KDF off the main thread. By default each hash runs in a
// worker thread at background priority (scrypt-worker-pool.ts), so a burst of sign-ups does not
// slow every other request down; "normal" priority, and runtimes without worker threads, use
// node:crypto's asynchronous scrypt in libuv's thread pool. Other runtimes plug in their own
// hash/verify.
import { timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
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

function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("hex");
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
  const limit = Math.max(1, options.maxConcurrentHashes ?? availableParallelism());
  const derive = keyDeriver(limit, options.priority ?? "background");
  const hashKey = (password: string, salt: string) => derive(password.normalize("NFKC"), salt);
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
      // Buffer.from stops at the first non-hex character: such a hash matches nothing.
      if (expected.length !== SCRYPT.keyLength) return false;
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
