export type { ClientForm, Convertible, WireForm } from "./forms";
export { toClient } from "./to-client";
export { toWire } from "./to-wire";
