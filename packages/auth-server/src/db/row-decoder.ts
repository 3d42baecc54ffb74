import type { Row } from "./adapter-types";
import type { ResolvedField } from "./resolved-schema";
import { decodeField } from "./row-mapping";
import { decodesAsStored } from "./value-codec";

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

/**
 * The decoder of a plan's rows compiled to one function that builds each row as an object
 * literal, where the runtime allows code generation; else the same steps interpreted. The
 * compiled form is what a list of rows pays for: an object literal is made from its known shape,
 * while a row filled field by field (`row[name] = value`) goes through V8's generic property
 * store for every field (50 members with their users: ~12 → ~3 µs). Compiling takes ~10 µs, so
 * it is for plans kept for many finds (ReadPlan.compiled).
 */
export function compiledRowDecoder(main: PlannedRow, joins: readonly PlannedJoin[]): RowDecoder {
  return compiledDecoder(main, joins) ?? interpretedDecoder(main, joins);
}

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

export function interpretedDecoder(main: PlannedRow, joins: readonly PlannedJoin[]): RowDecoder {
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

let codeGeneration: boolean | undefined;

/** False where the runtime refuses `new Function` (a Content Security Policy, some edge runtimes). */
function codeGenerationAllowed(): boolean {
  if (codeGeneration === undefined) {
    try {
      codeGeneration = new Function("return true")() === true;
    } catch {
      codeGeneration = false;
    }
  }
  return codeGeneration;
}

/**
 * The decoder as generated source. Nothing from outside becomes code: keys are written with
 * JSON.stringify, indexes are numbers, and the fields to decode are passed in (decoded by
 * decodeField, as the interpreted decoder does). Null when the plan cannot be written as literals (a `__proto__` key, which a literal would take as the prototype;
 * a join from a field the row does not have).
 */
export function compiledDecoder(
  main: PlannedRow,
  joins: readonly PlannedJoin[],
): RowDecoder | null {
  if (!codeGenerationAllowed()) return null;
  const decoded: ResolvedField[] = [];
  const fieldValue = (field: ResolvedField, source: Source, local: string) => {
    const read =
      source >= 0 ? `v[${source}]` : source === FROM_LOCAL_FIELD ? local : `p[${-1 - source}]`;
    // decodeField's own rule for a value read as stored: a missing value is null.
    if (decodesAsStored(field.codec)) return `(${read} ?? null)`;
    decoded.push(field);
    return `decodeField(f${decoded.length - 1}, ${read})`;
  };
  const names = [...main.fields, ...joins.flatMap((join) => join.fields)].map(
    (field) => field.name,
  );
  if ([...names, ...joins.map((join) => join.key)].includes("__proto__")) return null;
  const lines: string[] = [];
  main.fields.forEach((field, index) => {
    lines.push(`const m${index} = ${fieldValue(field, main.sources[index] as Source, "null")};`);
  });
  const entries = main.fields.map((field, index) => `${JSON.stringify(field.name)}: m${index}`);
  for (const join of joins) {
    const localIndex = main.fields.findIndex((field) => field.name === join.localField);
    if (localIndex < 0) return null;
    const marker = `v[${join.presence}]`;
    const matched = join.presenceIsFlag
      ? `Number(${marker}) === 1`
      : `${marker} !== null && ${marker} !== undefined`;
    const joined = join.fields.map(
      (field, index) =>
        `${JSON.stringify(field.name)}: ${fieldValue(field, join.sources[index] as Source, `m${localIndex}`)}`,
    );
    entries.push(`${JSON.stringify(join.key)}: ${matched} ? { ${joined.join(", ")} } : null`);
  }
  const source = [
    '"use strict";',
    decoded.map((_, index) => `const f${index} = fields[${index}];`).join("\n"),
    "return function decodeRow(v, p) {",
    ...lines,
    `return { ${entries.join(", ")} };`,
    "};",
  ].join("\n");
  const make = new Function("decodeField", "fields", source) as (
    decode: typeof decodeField,
    fields: readonly ResolvedField[],
  ) => RowDecoder;
  return make(decodeField, decoded);
}
