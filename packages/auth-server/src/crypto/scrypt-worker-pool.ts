// A few worker threads that compute scrypt at background priority (see scrypt-worker-source.ts):
// on a busy machine the kernel gives every other request the CPU first, and on an idle one the
// hashes still get all of it. Workers start on the first hash (never at start-up), at most
// `size` of them, one job each; further jobs queue. A worker that dies rejects its job and is
// replaced by the next one. Where no worker can start, jobs run in the fallback (libuv's pool).
// While requests saturate the event loop, each hash first waits its turn (hash-pacing.ts).

import { nodeWorkerThreads } from "../utils/node-builtin";
import { createHashPacer, type HashPacer } from "./hash-pacing";
import { type ScryptWorker, startScryptWorker } from "./scrypt-worker";
import { SCRYPT_WORKER_SOURCE } from "./scrypt-worker-source";
import { createSemaphore } from "./semaphore";

export type DeriveKey = (password: string, salt: string) => Promise<Uint8Array>;

export interface ScryptWorkerPoolOptions {
  /** Workers (and hashes computed at once); at least 1. */
  size: number;
  /** Computes a job when no worker thread can be started (no node:worker_threads, or refused). */
  fallback: DeriveKey;
  /** The workers' program; only tests pass another one (e.g. one that crashes). */
  source?: string;
  /** When each hash may start; defaults to pacing against the event loop (hash-pacing.ts). */
  pacer?: HashPacer;
}

export interface ScryptWorkerPool {
  /** The scrypt key of an already normalised password, computed in a worker. */
  derive: DeriveKey;
  /** The nice value of each live worker (null where unknown). */
  priorities(): Promise<(number | null)[]>;
  /** Live workers, jobs being computed, jobs queued. */
  stats(): { workers: number; busy: number; waiting: number };
}

export function createScryptWorkerPool(options: ScryptWorkerPoolOptions): ScryptWorkerPool {
  const source = options.source ?? SCRYPT_WORKER_SOURCE;
  const slots = createSemaphore(Math.max(1, options.size));
  const live = new Set<ScryptWorker>();
  const idle: ScryptWorker[] = [];
  let busy = 0;
  let waiting = 0;

  const forget = (dead: ScryptWorker) => {
    live.delete(dead);
    const index = idle.indexOf(dead);
    if (index !== -1) idle.splice(index, 1);
  };

  // The semaphore keeps jobs ≤ size, so a new worker is started only while fewer than `size` live.
  const take = (): ScryptWorker | undefined => {
    const reused = idle.pop();
    if (reused) return reused;
    const threads = nodeWorkerThreads();
    if (!threads) return undefined;
    try {
      const started = startScryptWorker(threads, source, forget);
      live.add(started);
      return started;
    } catch {
      return undefined;
    }
  };

  const pacer = options.pacer ?? createHashPacer();
  const compute = async (password: string, salt: string) => {
    const pause = pacer.beforeHash();
    if (pause) await pause;
    waiting--;
    const worker = take();
    if (!worker) return options.fallback(password, salt);
    busy++;
    const started = performance.now();
    try {
      return await worker.derive(password, salt);
    } finally {
      pacer.recordHash(performance.now() - started);
      busy--;
      if (worker.alive) idle.push(worker);
    }
  };

  return {
    derive(password, salt) {
      waiting++;
      return slots.run(() => compute(password, salt));
    },
    priorities: () => Promise.all([...live].map((worker) => worker.priority)),
    stats: () => ({ workers: live.size, busy, waiting }),
  };
}
