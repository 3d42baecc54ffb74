import type { Row } from "./adapter-types";
import type { ResolvedField } from "./resolved-schema";
import { decodeField } from "./row-mapping";

// How a read plan turns a result row (its values in selection order) into the model's row with
// its joined rows. The plan says where each field's value comes from; the decoder follows it.

/**
 * Where a field's value comes from: a result column (its index, ≥ 0), a bound parameter
 * (`-1 - index`), or, for a joined row's id, the local field the join matched it with.
 */
export type Source = number;
export const FROM_LOCAL_FIELD: Source = Number.MIN_SAFE_INTEGER;
export const fromParameter = (index: number): Source => -1 - index;

export interface PlannedRow {
  fields: readonly ResolvedField[];
  sources: readonly Source[];
}

export interface PlannedJoin extends PlannedRow {
  key: string;
  /** The result column that says whether the join matched. */
  presence: number;
  /** True when that column is `id is not null` (0 or 1) rather than the joined id itself. */
  presenceIsFlag: boolean;
  localField: string;
}

export type RowDecoder = (values: readonly unknown[], parameters: readonly unknown[]) => Row;

function buildRow(
  plan: PlannedRow,
  values: readonly unknown[],
  parameters: readonly unknown[],
  local: unknown,
): Row {
  const row: Row = {};
  const { fields, sources } = plan;
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index] as ResolvedField;
    const source = sources[index] as Source;
    const value =
      source >= 0 ? values[source] : source === FROM_LOCAL_FIELD ? local : parameters[-1 - source];
    row[field.name] = decodeField(field, value);
  }
  return row;
}

const joinMatched = (join: PlannedJoin, marker: unknown) =>
  join.presenceIsFlag ? Number(marker) === 1 : marker !== null && marker !== undefined;

/** The decoder of a plan's rows: each row built field by field, then each joined row. */
export function rowDecoder(main: PlannedRow, joins: readonly PlannedJoin[]): RowDecoder {
  return (values, parameters) => {
    const row = buildRow(main, values, parameters, undefined);
    for (const join of joins) {
      row[join.key] = joinMatched(join, values[join.presence])
        ? buildRow(join, values, parameters, row[join.localField])
        : null;
    }
    return row;
  };
}
