import type { AuthContext } from "../context/context-types";
import type { HookOperation } from "../db/database-hook-veto-error";

/** Whether the app or a plugin runs a database hook before `operation` on `model`. */
export function hasBeforeHook(
  context: AuthContext,
  model: string,
  operation: HookOperation,
): boolean {
  const hookSets = [context.options.databaseHooks, ...context.plugins.map((p) => p.databaseHooks)];
  return hookSets.some((hooks) => hooks?.[model]?.[operation]?.before !== undefined);
}
