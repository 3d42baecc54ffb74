import { nodeBuiltin } from "../utils/node-builtin";

/** node:crypto when the runtime provides it, else undefined (Web Crypto is used then). */
export const nodeCrypto = nodeBuiltin("node:crypto");
