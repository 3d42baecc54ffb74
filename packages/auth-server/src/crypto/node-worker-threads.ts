/**
 * node:worker_threads when the runtime provides it (through process.getBuiltinModule, like
 * node-crypto.ts), else undefined — read without a static import so runtimes without it still
 * load this module and hash in libuv's thread pool instead. Loaded on first use, not at import:
 * it costs ~2 ms, and the server's cold start is measured.
 */
export type NodeWorkerThreads = typeof import("node:worker_threads");

interface ProcessWithBuiltins {
  getBuiltinModule?: (id: "node:worker_threads") => NodeWorkerThreads | undefined;
}

let loaded: { threads: NodeWorkerThreads | undefined } | undefined;

export function nodeWorkerThreads(): NodeWorkerThreads | undefined {
  if (!loaded) {
    const runtimeProcess = (globalThis as { process?: ProcessWithBuiltins }).process;
    loaded = { threads: runtimeProcess?.getBuiltinModule?.("node:worker_threads") };
  }
  return loaded.threads;
}
