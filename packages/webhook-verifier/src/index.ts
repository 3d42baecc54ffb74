export type { HmacBackend } from "./crypto/index.js";
export * from "./errors/index.js";
export * from "./input/index.js";
export type { KeyOptions } from "./keys/index.js";
export * from "./secret/index.js";
export * from "./sign/index.js";
export * from "./verify/index.js";
