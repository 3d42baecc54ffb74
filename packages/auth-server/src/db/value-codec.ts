import type { SqlDialect } from "./database-types";
import type { FieldAttribute } from "./schema-types";

/**
 * How a field's value is written to and read from each dialect.
 *
 * | type       | SQLite                 | PostgreSQL        | MySQL          |
 * |------------|------------------------|-------------------|----------------|
 * | string     | text                   | text              | varchar / text |
 * | number     | integer affinity (REAL kept) | double precision | double     |
 * | boolean    | integer 0/1            | boolean           | boolean (0/1)  |
 * | date       | integer, epoch ms      | timestamptz       | datetime(3)    |
 * | json       | JSON text              | jsonb             | JSON longtext  |
 * | string[]   | JSON text              | jsonb             | JSON longtext  |
 *
 * Rows come back as the models' JavaScript types: Date, boolean, parsed JSON. `lowercase`
 * fields are lowercased on the way in, in writes and in where clauses alike.
 */
export interface FieldCodec {
  toDatabase(value: unknown): unknown;
  fromDatabase(value: unknown): unknown;
}

export function createFieldCodec(dialect: SqlDialect, attribute: FieldAttribute): FieldCodec {
  const base = codecFor(dialect, attribute);
  if (!attribute.lowercase) return base;
  return {
    toDatabase: (value) => base.toDatabase(typeof value === "string" ? value.toLowerCase() : value),
    fromDatabase: base.fromDatabase,
  };
}

/** The read of a value the driver answers as the field's JavaScript value. */
const asStored = (value: unknown): unknown => value;

/** Whether the codec reads values as the driver answers them (a row decoder may skip it). */
export const readsAsStored = (codec: FieldCodec): boolean => codec.fromDatabase === asStored;

const passThrough: FieldCodec = {
  toDatabase: (value) => value ?? null,
  fromDatabase: asStored,
};

function codecFor(dialect: SqlDialect, attribute: FieldAttribute): FieldCodec {
  switch (attribute.type) {
    case "string":
      return passThrough;
    case "number":
      return numberCodec;
    case "boolean":
      return dialect === "postgres" ? nativeBooleanCodec : integerBooleanCodec;
    case "date":
      return dialect === "sqlite" ? epochMillisecondsDateCodec : nativeDateCodec;
    case "json":
    case "string[]":
      return dialect === "postgres" ? jsonbCodec : jsonTextCodec;
  }
}

const numberCodec: FieldCodec = {
  toDatabase: (value) => value ?? null,
  // bigint and numeric columns arrive as strings or bigints from some drivers.
  fromDatabase: (value) =>
    typeof value === "string" || typeof value === "bigint" ? Number(value) : value,
};

const nativeBooleanCodec: FieldCodec = {
  toDatabase: (value) => (value === null || value === undefined ? null : Boolean(value)),
  fromDatabase: (value) => (value === null || value === undefined ? value : Boolean(value)),
};

const integerBooleanCodec: FieldCodec = {
  toDatabase: (value) => (value === null || value === undefined ? null : value ? 1 : 0),
  fromDatabase: (value) => (value === null || value === undefined ? value : Boolean(Number(value))),
};

const epochMillisecondsDateCodec: FieldCodec = {
  toDatabase: (value) => (value === null || value === undefined ? null : toDate(value).getTime()),
  fromDatabase: (value) => (value === null || value === undefined ? value : toDate(value)),
};

const nativeDateCodec: FieldCodec = {
  toDatabase: (value) => (value === null || value === undefined ? null : toDate(value)),
  fromDatabase: (value) => (value === null || value === undefined ? value : toDate(value)),
};

// pg parses jsonb on read, but would write a JavaScript array as a PostgreSQL array literal:
// values are always sent as JSON text.
const jsonbCodec: FieldCodec = {
  toDatabase: (value) => (value === null || value === undefined ? null : JSON.stringify(value)),
  fromDatabase: asStored,
};

const jsonTextCodec: FieldCodec = {
  toDatabase: (value) => (value === null || value === undefined ? null : JSON.stringify(value)),
  fromDatabase: (value) => (typeof value === "string" ? JSON.parse(value) : value),
};

function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === "number" || typeof value === "string") return new Date(value);
  if (typeof value === "bigint") return new Date(Number(value));
  return new Date(Number.NaN);
}
