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
 * indexed field, then its composite unique and plain indexes. The migrator creates them; the unique ones
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
  for (const index of model.indexes) wanted.push({ columns: [...index], unique: false });
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

/** A name derived from others, shortened with a hash when longer than PostgreSQL keeps. */
export function shortName(name: string): string {
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
