import { nodeBuiltin } from "../utils/node-builtin";

interface NavigatorWithCores {
  hardwareConcurrency?: number;
}

/** Cores this process may use: node:os where present, else the Web's hardwareConcurrency, else 1. */
export function availableCores(): number {
  const os = nodeBuiltin("node:os");
  if (os) return os.availableParallelism();
  const navigator = (globalThis as { navigator?: NavigatorWithCores }).navigator;
  return navigator?.hardwareConcurrency ?? 1;
}
