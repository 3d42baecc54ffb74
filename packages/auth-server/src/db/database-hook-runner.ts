import type { HookContext } from "../plugins/plugin-types";
import type { Row } from "./adapter-types";
import { DatabaseHookVetoError, type HookOperation } from "./database-hook-veto-error";
import type { DatabaseHookResult, DatabaseHooks, DatabaseWrite } from "./internal-adapter-types";

type BeforeHook = (
  data: Row,
  ctx: HookContext | null,
  write: DatabaseWrite,
) => DatabaseHookResult<Row> | Promise<DatabaseHookResult<Row>>;
type AfterHook = (record: Row, ctx: HookContext | null, write: DatabaseWrite) => unknown;

interface ComposedHooks {
  before: BeforeHook[];
  after: AfterHook[];
}

export interface DatabaseHookRunner {
  /** Whether any hook is configured at all. */
  readonly any: boolean;
  has(model: string, operation: HookOperation, phase: "before" | "after"): boolean;
  /**
   * Runs the before hooks in order, each on the data as the previous ones changed it; throws
   * DatabaseHookVetoError on a false, and whatever a hook throws. Answers the data to write.
   */
  before(
    model: string,
    operation: HookOperation,
    data: Row,
    ctx: HookContext | null,
    write: DatabaseWrite,
  ): Promise<Row>;
  after(
    model: string,
    operation: HookOperation,
    record: Row,
    ctx: HookContext | null,
    write: DatabaseWrite,
  ): Promise<void>;
}

const OPERATIONS: readonly HookOperation[] = ["create", "update", "delete"];
const NONE: ComposedHooks = { before: [], after: [] };

/** The hooks of several sources (the app's, then each plugin's), composed once per model and operation. */
export function createDatabaseHookRunner(
  sources: readonly (DatabaseHooks | undefined)[],
): DatabaseHookRunner {
  const composed = new Map<string, ComposedHooks>();
  const keyOf = (model: string, operation: HookOperation) => `${model}\0${operation}`;
  for (const source of sources) {
    for (const [model, hooks] of Object.entries(source ?? {})) {
      for (const operation of OPERATIONS) {
        const pair = hooks?.[operation];
        if (!pair?.before && !pair?.after) continue;
        const key = keyOf(model, operation);
        const entry = composed.get(key) ?? { before: [], after: [] };
        composed.set(key, entry);
        if (pair.before) entry.before.push(pair.before.bind(pair));
        if (pair.after) entry.after.push(pair.after.bind(pair));
      }
    }
  }
  const hooksOf = (model: string, operation: HookOperation) =>
    composed.get(keyOf(model, operation)) ?? NONE;

  return {
    any: composed.size > 0,
    has(model, operation, phase) {
      return hooksOf(model, operation)[phase].length > 0;
    },
    async before(model, operation, data, ctx, write) {
      let current = data;
      for (const hook of hooksOf(model, operation).before) {
        const result = await hook(current, ctx, write);
        if (result === false) throw new DatabaseHookVetoError(model, operation);
        // A delete has no data to change: only a veto counts there.
        if (operation !== "delete" && typeof result === "object" && result !== null) {
          current = { ...current, ...result.data };
        }
      }
      return current;
    },
    async after(model, operation, record, ctx, write) {
      for (const hook of hooksOf(model, operation).after) await hook(record, ctx, write);
    },
  };
}
