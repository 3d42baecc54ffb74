export const uniqueConstraintMessage = (model: string, fields: readonly string[]) =>
  fields.length > 0
    ? `A ${model} with the same ${fields.join(", ")} already exists.`
    : `A ${model} would break a unique index that the schema does not describe.`;

/**
 * Thrown by the data layer, on every dialect, when a write breaks a unique index (or the primary
 * key): `model` is the model written, `fields` the fields of the violated index in index order
 * (empty only when the database names an index the schema does not describe). The driver's
 * error is the `cause`.
 */
export class UniqueConstraintError extends Error {
  override readonly name = "UniqueConstraintError";
  constructor(
    readonly model: string,
    readonly fields: readonly string[],
    options?: { cause?: unknown },
  ) {
    super(uniqueConstraintMessage(model, fields), options);
  }

  /** Whether the violated index is exactly `fields` of `model`, e.g. `isOn("user", "email")`. */
  isOn(model: string, ...fields: string[]): boolean {
    return (
      this.model === model &&
      this.fields.length === fields.length &&
      this.fields.every((field, position) => field === fields[position])
    );
  }
}
