export * from "./create-hmac.js";
export * from "./hmac-backend.js";
