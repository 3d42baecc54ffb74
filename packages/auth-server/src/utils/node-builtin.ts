/**
 * A Node built-in module when the runtime provides it (Node ≥ 20.16, Bun and Deno expose
 * process.getBuiltinModule), else undefined. Read without a static import, so edge runtimes
 * still load the modules that use it and take their Web-standard path instead.
 */
interface NodeBuiltins {
  "node:buffer": typeof import("node:buffer");
  "node:crypto": typeof import("node:crypto");
  "node:worker_threads": typeof import("node:worker_threads");
}

interface ProcessWithBuiltins {
  getBuiltinModule?: <Id extends keyof NodeBuiltins>(id: Id) => NodeBuiltins[Id] | undefined;
}

export function nodeBuiltin<Id extends keyof NodeBuiltins>(id: Id): NodeBuiltins[Id] | undefined {
  const runtimeProcess = (globalThis as { process?: ProcessWithBuiltins }).process;
  return runtimeProcess?.getBuiltinModule?.(id);
}
