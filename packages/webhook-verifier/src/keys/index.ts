export * from "./create-hmacs.js";
export * from "./key-options.js";
export * from "./signed-content.js";
