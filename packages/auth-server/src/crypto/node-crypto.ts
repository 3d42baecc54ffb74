import { lazyNodeBuiltin } from "../utils/node-builtin";

/**
 * node:crypto when the runtime provides it, else undefined (Web Crypto and scrypt in JavaScript
 * are used then). Looked up on first use, not at import.
 */
export const nodeCrypto = lazyNodeBuiltin("node:crypto");

export type NodeCrypto = NonNullable<ReturnType<typeof nodeCrypto>>;
