export * from "./read-raw-body.js";
export * from "./to-node-listener.js";
export * from "./verify-node-request.js";
