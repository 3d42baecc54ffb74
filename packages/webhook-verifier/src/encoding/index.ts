export * from "./base64.js";
export * from "./constant-time-equal.js";
