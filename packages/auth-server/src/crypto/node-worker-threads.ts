import { nodeBuiltin } from "../utils/node-builtin";

/**
 * node:worker_threads when the runtime provides it, else undefined — then hashes run in libuv's
 * thread pool instead. Loaded on first use, not at import: it costs ~2 ms, and the server's cold
 * start is measured.
 */
export type NodeWorkerThreads = typeof import("node:worker_threads");

let loaded: { threads: NodeWorkerThreads | undefined } | undefined;

export function nodeWorkerThreads(): NodeWorkerThreads | undefined {
  loaded ??= { threads: nodeBuiltin("node:worker_threads") };
  return loaded.threads;
}
