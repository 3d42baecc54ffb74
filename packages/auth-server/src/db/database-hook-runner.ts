import type { Row } from "./adapter-types";
import { DatabaseHookVetoError, type HookOperation } from "./database-hook-veto-error";
import type { DatabaseHooks, ModelHooks } from "./internal-adapter-types";

export interface DatabaseHookRunner {
  /** Runs the before hook: throws on veto, returns the data to write (hook changes merged in). */
  before(model: string, operation: HookOperation, data: Row): Promise<Row>;
  after(model: string, operation: HookOperation, record: Row): Promise<void>;
  has(model: string, operation: HookOperation, phase: "before" | "after"): boolean;
}

export function createDatabaseHookRunner(hooks: DatabaseHooks | undefined): DatabaseHookRunner {
  const hooksFor = (model: string): ModelHooks<Row> | undefined => {
    if (!hooks || !Object.hasOwn(hooks, model)) return undefined;
    // Hooks are keyed by core model; the rows handed to them are built from that model's schema.
    return hooks[model as keyof DatabaseHooks] as ModelHooks<Row> | undefined;
  };
  return {
    has(model, operation, phase) {
      return hooksFor(model)?.[operation]?.[phase] !== undefined;
    },
    async before(model, operation, data) {
      const hook = hooksFor(model)?.[operation]?.before;
      if (!hook) return data;
      const result = await hook(data);
      if (result === false) throw new DatabaseHookVetoError(model, operation);
      if (typeof result === "object" && result !== null && "data" in result) {
        return { ...data, ...result.data };
      }
      return data;
    },
    async after(model, operation, record) {
      await hooksFor(model)?.[operation]?.after?.(record);
    },
  };
}
