// Node-only helpers (node:http requests, Express raw bodies), kept out of the runtime-neutral
// entry so that edge bundles never see a `node:` import.
export * from "./node/index.js";
