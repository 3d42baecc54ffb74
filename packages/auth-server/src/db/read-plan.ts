import { type AliasedRawBuilder, type RawBuilder, sql } from "kysely";
import type { Row } from "./adapter-types";
import type { ResolvedField, ResolvedModel } from "./resolved-schema";
import { decodeField } from "./row-mapping";

/** A join as the adapter resolved it: the key its row goes under, its model and table alias. */
export interface PlannedJoinInput {
  key: string;
  model: ResolvedModel;
  alias: string;
}

/** What a find selects, and how a result row (its values in selection order) becomes a row. */
export interface ReadPlan {
  /** The select list: each read column aliased to its result name. */
  selection: AliasedRawBuilder<unknown, string>[];
  /** The result column names, in order. */
  columns: readonly string[];
  /** A row from its values in selection order. */
  decode<T extends Row>(values: readonly unknown[]): T;
  /** A row from a driver's row object (keyed by result column name). */
  decodeObject<T extends Row>(raw: Row): T;
}

/** A model's fields, read from consecutive result columns starting at `first`. */
interface PlannedRow {
  fields: readonly ResolvedField[];
  first: number;
}

/** A joined row: under `key`, null when its id column (`id`) is null (the join matched nothing). */
interface PlannedJoin extends PlannedRow {
  key: string;
  id: number;
}

function buildRow({ fields, first }: PlannedRow, values: readonly unknown[]): Row {
  const row: Row = {};
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index] as ResolvedField;
    row[field.name] = decodeField(field, values[first + index]);
  }
  return row;
}

/**
 * The read of a find: every field of the model, then every field of each joined model, and how
 * a result row becomes the model's row with its joined rows (in the model's field order).
 */
export function planRead(input: {
  model: ResolvedModel;
  joins: readonly PlannedJoinInput[];
}): ReadPlan {
  const { model, joins } = input;
  const expressions: RawBuilder<unknown>[] = [];
  const columns: string[] = [];
  const select = (table: string, field: ResolvedField, name: string) => {
    expressions.push(sql`${sql.id(table, field.column)}`);
    columns.push(name);
  };
  for (const field of model.fieldList) select(model.table, field, field.name);
  const main: PlannedRow = { fields: model.fieldList, first: 0 };
  const plannedJoins: PlannedJoin[] = joins.map((join) => {
    const first = columns.length;
    for (const field of join.model.fieldList)
      select(join.alias, field, `${join.key}.${field.name}`);
    const id = first + join.model.fieldList.findIndex((field) => field.name === "id");
    return { key: join.key, fields: join.model.fieldList, first, id };
  });
  const selection = expressions.map((expression, index) => expression.as(columns[index] as string));

  // The row holds the model's fields plus the joined rows the caller asked for.
  const decode = <T extends Row>(values: readonly unknown[]): T => {
    const row = buildRow(main, values);
    for (const join of plannedJoins) {
      const id = values[join.id];
      row[join.key] = id === null || id === undefined ? null : buildRow(join, values);
    }
    return row as T;
  };
  return {
    selection,
    columns,
    decode,
    decodeObject: (raw) => decode(columns.map((name) => raw[name])),
  };
}
