export * from "./cli-io.js";
export * from "./cli-messages.js";
export * from "./node-cli-io.js";
export * from "./run-cli.js";
