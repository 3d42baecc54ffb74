/**
 * node:crypto when the runtime provides it (Node ≥ 20.16, Bun, Deno expose
 * process.getBuiltinModule), else undefined — read without a static import so edge
 * runtimes load this module too and fall back to Web Crypto.
 */
type NodeCrypto = typeof import("node:crypto");

interface ProcessWithBuiltins {
  getBuiltinModule?: (id: "node:crypto") => NodeCrypto | undefined;
}

const runtimeProcess = (globalThis as { process?: ProcessWithBuiltins }).process;

export const nodeCrypto: NodeCrypto | undefined = runtimeProcess?.getBuiltinModule?.("node:crypto");
