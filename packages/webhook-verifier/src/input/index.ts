export * from "./webhook-body.js";
export * from "./webhook-headers.js";
