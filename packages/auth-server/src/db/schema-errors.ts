/**
 * Messages for schema and data-access programmer errors. These are start-up or coding mistakes
 * (an unknown model, a conflicting plugin field), never answers to an end user.
 */
export const schemaErrorMessages = {
  unknownModel: (model: string, known: readonly string[]) =>
    `Unknown model "${model}". Known models: ${known.join(", ")}.`,
  unknownField: (model: string, field: string, known: readonly string[]) =>
    `Unknown field "${field}" on model "${model}". Known fields: ${known.join(", ")}.`,
  conflictingField: (model: string, field: string, source: string) =>
    `Field "${field}" of model "${model}" is redefined differently by ${source}. ` +
    "A plugin or additionalFields may add fields, not change existing ones.",
  conflictingTableName: (model: string, existing: string, proposed: string, source: string) =>
    `Model "${model}" is stored in table "${existing}", but ${source} names it "${proposed}".`,
  reservedIdField: (model: string, source: string) =>
    `Field "id" of model "${model}" is defined by ${source}; every table has an implicit id.`,
  unknownReference: (model: string, field: string, target: string) =>
    `Field "${field}" of model "${model}" references "${target}", which is not in the schema.`,
  unknownIndexField: (model: string, field: string) =>
    `An index of model "${model}" names field "${field}", which the model does not have.`,
  unknownOperator: (operator: string) => `Unknown where operator "${operator}".`,
  inNeedsArray: (model: string, field: string, operator: string) =>
    `The "${operator}" operator on ${model}.${field} needs an array value or a subquery ({ model, select, where }).`,
} as const;

/** A mistake in how the schema or the adapter is used: fix the code, not the request. */
export class SchemaError extends Error {
  override readonly name = "SchemaError";
}
