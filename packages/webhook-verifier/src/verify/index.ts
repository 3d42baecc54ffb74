export * from "./check-timestamp.js";
export * from "./create-webhook-verifier.js";
export * from "./verifier-options.js";
