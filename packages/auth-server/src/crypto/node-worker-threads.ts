import { lazyNodeBuiltin } from "../utils/node-builtin";

/**
 * node:worker_threads when the runtime provides it, else undefined — then hashes run in libuv's
 * thread pool instead. Loaded on first use, not at import: it costs ~2 ms, and the server's cold
 * start is measured.
 */
export type NodeWorkerThreads = typeof import("node:worker_threads");

export const nodeWorkerThreads = lazyNodeBuiltin("node:worker_threads");
