export * from "./enumerations";
export * from "./field-values";
export { knownGuard } from "./known-guard";
export * from "./platform-values";
export * from "./statuses";
