export * from "./create-webhook-signer.js";
