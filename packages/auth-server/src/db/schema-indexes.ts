import type { ResolvedModel } from "./resolved-schema";

/** An index the schema asks for, by column names in order. */
export interface WantedIndex {
  columns: string[];
  unique: boolean;
}

// PostgreSQL truncates identifiers at 63 bytes; longer names get a hash suffix instead.
const MAX_NAME_LENGTH = 63;

/**
 * The indexes a model's description asks for (the id's primary key aside): one per unique or
 * indexed field, then its composite unique indexes. The migrator creates them; the unique ones
 * are also how a unique violation is traced back to its fields (unique-violations.ts).
 */
export function wantedIndexes(model: ResolvedModel): WantedIndex[] {
  const wanted: WantedIndex[] = [];
  for (const field of model.fieldList) {
    if (field.name === "id") continue;
    if (field.attribute.unique) wanted.push({ columns: [field.column], unique: true });
    else if (field.attribute.index) wanted.push({ columns: [field.column], unique: false });
  }
  for (const index of model.uniqueIndexes) wanted.push({ columns: [...index], unique: true });
  return wanted;
}

/** The name the migrator gives an index: `<table>_<columns>_uidx|idx`, shortened when too long. */
export function indexName(table: string, columns: readonly string[], unique: boolean): string {
  return shortName(`${table}_${columns.join("_")}_${unique ? "uidx" : "idx"}`);
}

/** The name the migrator gives a foreign key constraint (MySQL, where it is a table constraint). */
export function foreignKeyName(table: string, column: string): string {
  return shortName(`${table}_${column}_fk`);
}

/** The FTS5 table that indexes a column for `contains` on SQLite: `<table>_<column>_search`. */
export function searchTableName(table: string, column: string): string {
  return shortName(`${table}_${column}_search`);
}

/** A substring index on SQLite: the FTS5 table and the triggers that keep it in step. */
export interface SearchTable {
  /** `<table>_<column>_search`, shortened like the other names. */
  readonly name: string;
  /** After insert, after delete, after update of the column: `<name>_insert|delete|update`. */
  readonly triggers: { readonly insert: string; readonly delete: string; readonly update: string };
}

export function searchTableOf(table: string, column: string): SearchTable {
  const name = `${table}_${column}_search`;
  return {
    name: searchTableName(table, column),
    triggers: {
      insert: shortName(`${name}_insert`),
      delete: shortName(`${name}_delete`),
      update: shortName(`${name}_update`),
    },
  };
}

/** The pg_trgm GIN index that serves `like '%…%'` on PostgreSQL: `<table>_<column>_trgm`. */
export function trigramIndexName(table: string, column: string): string {
  return shortName(`${table}_${column}_trgm`);
}

function shortName(name: string): string {
  if (name.length <= MAX_NAME_LENGTH) return name;
  return `${name.slice(0, MAX_NAME_LENGTH - 9)}_${fnv1a(name)}`;
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}
