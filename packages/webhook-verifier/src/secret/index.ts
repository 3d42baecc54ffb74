export * from "./key-encoding.js";
export * from "./secret-to-key.js";
