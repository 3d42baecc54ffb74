export * from "./read-raw-body.js";
export * from "./verify-node-request.js";
