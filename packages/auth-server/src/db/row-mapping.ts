import { type AliasedRawBuilder, sql } from "kysely";
import type { Row } from "./adapter-types";
import type { ResolvedField, ResolvedModel, ResolvedSchema } from "./resolved-schema";

export type Selection = AliasedRawBuilder<unknown, string>[];

/** A stored value as the field's JavaScript value (a missing column reads as null). */
export const decodeField = (field: ResolvedField, value: unknown): unknown =>
  value === undefined ? null : field.codec.fromDatabase(value);

/**
 * Column lists and row conversion for each model, built once per model and reused by every
 * query (a find's joined rows are its read plan's: read-plan.ts).
 */
export interface RowMapping {
  /** Every column of the model, aliased to its field name. */
  selection(model: ResolvedModel): Selection;
  /** Model fields (camelCase) → database columns, values encoded; unknown fields throw. */
  toColumns(model: ResolvedModel, data: Row): Row;
  /** A selected row → the model's JavaScript shape. */
  fromColumns<T extends Row = Row>(model: ResolvedModel, raw: Row): T;
  /** The result column names of `selection(model)`, in order. */
  columnNames(model: ResolvedModel): string[];
  /** The model's row from a row of its values in selection order. */
  fromValues<T extends Row = Row>(model: ResolvedModel, values: readonly unknown[]): T;
}

export function createRowMapping(schema: ResolvedSchema): RowMapping {
  const selections = new Map<string, Selection>();
  return {
    selection(model) {
      let selection = selections.get(model.key);
      if (!selection) {
        selection = model.fieldList.map((field) =>
          sql.id(model.table, field.column).as(field.name),
        );
        selections.set(model.key, selection);
      }
      return selection;
    },
    toColumns(model, data) {
      const columns: Row = {};
      for (const name in data) {
        const value = data[name];
        if (value === undefined) continue;
        const field = schema.field(model, name);
        columns[field.column] = field.codec.toDatabase(value);
      }
      return columns;
    },
    fromColumns<T extends Row = Row>(model: ResolvedModel, raw: Row): T {
      const row: Row = {};
      for (const field of model.fieldList) row[field.name] = decodeField(field, raw[field.name]);
      // Rows are built from the model's own field list, so they have the model's shape.
      return row as T;
    },
    columnNames(model) {
      return model.fieldList.map((field) => field.name);
    },
    fromValues<T extends Row = Row>(model: ResolvedModel, values: readonly unknown[]): T {
      const row: Row = {};
      let index = 0;
      for (const field of model.fieldList) row[field.name] = decodeField(field, values[index++]);
      // As in fromColumns: built from the model's own field list.
      return row as T;
    },
  };
}
