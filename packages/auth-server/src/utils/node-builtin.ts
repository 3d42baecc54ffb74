/**
 * A Node built-in module when the runtime provides it (Node ≥ 20.16, Bun and Deno expose
 * process.getBuiltinModule), else undefined. Read without a static import, so edge runtimes
 * and browsers still load the modules that use it and take their Web-standard path instead.
 */
interface NodeBuiltins {
  "node:buffer": typeof import("node:buffer");
  "node:crypto": typeof import("node:crypto");
  "node:os": typeof import("node:os");
  "node:worker_threads": typeof import("node:worker_threads");
}

interface ProcessWithBuiltins {
  getBuiltinModule?: <Id extends keyof NodeBuiltins>(id: Id) => NodeBuiltins[Id] | undefined;
}

export function nodeBuiltin<Id extends keyof NodeBuiltins>(id: Id): NodeBuiltins[Id] | undefined {
  const runtimeProcess = (globalThis as { process?: ProcessWithBuiltins }).process;
  return runtimeProcess?.getBuiltinModule?.(id);
}

/**
 * A getter that looks the built-in up on its first call and remembers the answer: modules hold
 * one of these instead of looking the built-in up at import, so importing them does no work
 * (the package declares `sideEffects: false`) and a module nobody calls is never loaded.
 */
export function lazyNodeBuiltin<Id extends keyof NodeBuiltins>(
  id: Id,
): () => NodeBuiltins[Id] | undefined {
  let looked: { module: NodeBuiltins[Id] | undefined } | undefined;
  return () => {
    looked ??= { module: nodeBuiltin(id) };
    return looked.module;
  };
}

/**
 * node:crypto when the runtime provides it, else undefined (Web Crypto and scrypt in JavaScript
 * are used then). Looked up on first use, not at import.
 */
export const nodeCrypto = lazyNodeBuiltin("node:crypto");

export type NodeCrypto = NonNullable<ReturnType<typeof nodeCrypto>>;

/**
 * node:worker_threads when the runtime provides it, else undefined — then hashes run in libuv's
 * thread pool instead. Loaded on first use, not at import: loading it is not free, and a server
 * that hashes no password at start-up should not pay for it in its cold start.
 */
export const nodeWorkerThreads = lazyNodeBuiltin("node:worker_threads");

export type NodeWorkerThreads = typeof import("node:worker_threads");
