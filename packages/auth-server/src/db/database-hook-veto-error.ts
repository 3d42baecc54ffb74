export type HookOperation = "create" | "update" | "delete";

export const databaseHookVetoMessage = (model: string, operation: HookOperation) =>
  `A database hook refused to ${operation} the ${model}.`;

/**
 * Thrown when a `before` database hook returns false. The lead's error layer maps it to an API
 * error; `model` and `operation` say which write was refused.
 */
export class DatabaseHookVetoError extends Error {
  override readonly name = "DatabaseHookVetoError";
  constructor(
    readonly model: string,
    readonly operation: HookOperation,
  ) {
    super(databaseHookVetoMessage(model, operation));
  }
}
