import type { Row } from "./adapter-types";
import type { ResolvedModel } from "./resolved-schema";
import type { RowMapping } from "./row-mapping";

/** What decoding a joined row needs: the key the joined row goes under and its model. */
export interface JoinDecoding {
  key: string;
  model: ResolvedModel;
}

/** Derived once per cached find shape: how its rows decode, and its result columns in order. */
export interface FindDecoding {
  joins: readonly JoinDecoding[];
  columns: readonly string[];
}

/**
 * A find's rows with their joins, decoded: the model's fields, then each joined row under its
 * key (null when the join found nothing, i.e. its id is null). From Kysely's row objects, or
 * from arrays of values in selection order (the SQLite direct reader's).
 */
export function createJoinedRowDecoding(rows: RowMapping) {
  function decodeJoined<T extends Row>(
    model: ResolvedModel,
    joins: readonly JoinDecoding[],
    raw: Row,
  ): T {
    const row: Row = rows.fromColumns(model, raw);
    for (const join of joins) {
      const joinedId = raw[`${join.key}.id`];
      row[join.key] =
        joinedId === null || joinedId === undefined
          ? null
          : rows.fromColumns(join.model, raw, `${join.key}.`);
    }
    // The row holds the model's fields plus the joined rows the caller asked for.
    return row as T;
  }

  /** decodeJoined for a row of values in selection order (model columns, then each join's). */
  function decodeJoinedValues<T extends Row>(
    model: ResolvedModel,
    joins: readonly JoinDecoding[],
    values: readonly unknown[],
  ): T {
    const row: Row = rows.fromValues(model, values, 0);
    let start = model.fieldList.length;
    for (const join of joins) {
      const joined = rows.fromValues(join.model, values, start);
      start += join.model.fieldList.length;
      row[join.key] = joined.id === null || joined.id === undefined ? null : joined;
    }
    // As decodeJoined: the model's fields plus the joined rows the caller asked for.
    return row as T;
  }

  function findDecoding(model: ResolvedModel, joins: readonly JoinDecoding[]): FindDecoding {
    const columns = rows.columnNames(model);
    for (const join of joins) columns.push(...rows.columnNames(join.model, `${join.key}.`));
    return { joins, columns };
  }

  return { decodeJoined, decodeJoinedValues, findDecoding };
}
