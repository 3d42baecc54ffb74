export * from "./error-codes.js";
export * from "./webhook-payload-error.js";
export * from "./webhook-secret-error.js";
export * from "./webhook-usage-error.js";
export * from "./webhook-verification-error.js";
