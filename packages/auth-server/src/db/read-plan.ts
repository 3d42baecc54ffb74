import { type AliasedRawBuilder, type RawBuilder, sql } from "kysely";
import type { Row } from "./adapter-types";
import type { ResolvedField, ResolvedModel } from "./resolved-schema";
import { type FieldCodec, readsAsStored } from "./value-codec";

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
  /**
   * The model's row and its joined rows apart, each under its key (the model's key, each
   * join's; a join that matched nothing null), from its values in selection order: no row
   * holds another, so a caller that wants them apart copies nothing.
   */
  decodeApart<T extends Record<string, Row | null>>(values: readonly unknown[]): T;
  /** decodeApart from a driver's row object. */
  decodeApartObject<T extends Record<string, Row | null>>(raw: Row): T;
}

/**
 * A model's fields, read from consecutive result columns starting at `first`: their names, and
 * their codecs' reads (null for a field read as the driver answers it, as strings are).
 */
interface PlannedRow {
  names: readonly string[];
  reads: readonly (FieldCodec["fromDatabase"] | null)[];
  first: number;
  /** Every field null, in order: a row is a copy of it, made at its full size at once. */
  empty: Row;
}

function plannedRow(fields: readonly ResolvedField[], first: number): PlannedRow {
  const empty: Row = {};
  for (const field of fields) empty[field.name] = null;
  return {
    names: fields.map((field) => field.name),
    reads: fields.map((field) => (readsAsStored(field.codec) ? null : field.codec.fromDatabase)),
    first,
    empty,
  };
}

/** A joined row: under `key`, null when its id column (`id`) is null (the join matched nothing). */
interface PlannedJoin extends PlannedRow {
  key: string;
  id: number;
}

/** As decodeField for each field (a missing column reads as null). */
function buildRow({ names, reads, first, empty }: PlannedRow, values: readonly unknown[]): Row {
  const row: Row = { ...empty };
  for (let index = 0; index < names.length; index++) {
    const value = values[first + index];
    const read = reads[index];
    row[names[index] as string] = value === undefined ? null : read ? read(value) : value;
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
  const main = plannedRow(model.fieldList, 0);
  const plannedJoins: PlannedJoin[] = joins.map((join) => {
    const first = columns.length;
    for (const field of join.model.fieldList)
      select(join.alias, field, `${join.key}.${field.name}`);
    const id = first + join.model.fieldList.findIndex((field) => field.name === "id");
    return { ...plannedRow(join.model.fieldList, first), key: join.key, id };
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
  const decodeApart = <T extends Record<string, Row | null>>(values: readonly unknown[]): T => {
    const found: Record<string, Row | null> = {};
    found[model.key] = buildRow(main, values);
    for (const join of plannedJoins) {
      const id = values[join.id];
      found[join.key] = id === null || id === undefined ? null : buildRow(join, values);
    }
    // The model's and each join's row under their keys, as T names them.
    return found as T;
  };
  const valuesOf = (raw: Row) => columns.map((name) => raw[name]);
  return {
    selection,
    columns,
    decode,
    decodeObject: (raw) => decode(valuesOf(raw)),
    decodeApart,
    decodeApartObject: (raw) => decodeApart(valuesOf(raw)),
  };
}
