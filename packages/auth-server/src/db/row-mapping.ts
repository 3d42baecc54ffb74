import { type AliasedRawBuilder, sql } from "kysely";
import type { Row } from "./adapter-types";
import type { ResolvedModel, ResolvedSchema } from "./resolved-schema";

export type Selection = AliasedRawBuilder<unknown, string>[];

/**
 * Column lists and row conversion for each model, built once per (model, table alias, result
 * prefix) and reused by every query.
 */
export interface RowMapping {
  /** Every column of the model, aliased to `${prefix}${fieldName}`. */
  selection(model: ResolvedModel, tableAlias?: string, prefix?: string): Selection;
  /** Model fields (camelCase) → database columns, values encoded; unknown fields throw. */
  toColumns(model: ResolvedModel, data: Row): Row;
  /** A selected row → the model's JavaScript shape. */
  fromColumns<T extends Row = Row>(model: ResolvedModel, raw: Row, prefix?: string): T;
  /** The result column names of `selection(model, _, prefix)`, in order. */
  columnNames(model: ResolvedModel, prefix?: string): string[];
  /** The model's row from a row of values in selection order, starting at `start`. */
  fromValues<T extends Row = Row>(
    model: ResolvedModel,
    values: readonly unknown[],
    start: number,
  ): T;
}

export function createRowMapping(schema: ResolvedSchema): RowMapping {
  const selections = new Map<string, Selection>();
  return {
    selection(model, tableAlias = model.table, prefix = "") {
      const key = `${model.key}\0${tableAlias}\0${prefix}`;
      let selection = selections.get(key);
      if (!selection) {
        selection = model.fieldList.map((field) =>
          sql.id(tableAlias, field.column).as(`${prefix}${field.name}`),
        );
        selections.set(key, selection);
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
    fromColumns<T extends Row = Row>(model: ResolvedModel, raw: Row, prefix = ""): T {
      const row: Row = {};
      for (const field of model.fieldList) {
        const value = raw[`${prefix}${field.name}`];
        row[field.name] = value === undefined ? null : field.codec.fromDatabase(value);
      }
      // Rows are built from the model's own field list, so they have the model's shape.
      return row as T;
    },
    columnNames(model, prefix = "") {
      return model.fieldList.map((field) => `${prefix}${field.name}`);
    },
    fromValues<T extends Row = Row>(
      model: ResolvedModel,
      values: readonly unknown[],
      start: number,
    ): T {
      const row: Row = {};
      let index = start;
      for (const field of model.fieldList) {
        const value = values[index++];
        row[field.name] = value === undefined ? null : field.codec.fromDatabase(value);
      }
      // As in fromColumns: built from the model's own field list.
      return row as T;
    },
  };
}
