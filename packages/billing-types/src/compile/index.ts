export { compiledEventToClient } from "./compile-event";
export { compileNode } from "./compile-node";
export { type Compiled, INVALID, type Invalid } from "./invalid";
