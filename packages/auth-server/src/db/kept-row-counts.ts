import type { DynamicKysely } from "./database-types";

/**
 * The tables whose row count migrate has just made sure the database keeps, by the Kysely
 * instance it ran on: an adapter on that same instance (an auth instance that migrates at start)
 * then needs no catalog query to know it (row-count-reader.ts), so its first count of every row
 * costs no extra round trip. Other adapters ask the catalog once.
 */
const keptByDatabase = new WeakMap<DynamicKysely, Set<string>>();

export function rememberKeptRowCounts(db: DynamicKysely, tables: readonly string[]): void {
  if (tables.length === 0) return;
  const known = keptByDatabase.get(db) ?? new Set<string>();
  for (const table of tables) known.add(table);
  keptByDatabase.set(db, known);
}

export function rowCountKnownKept(db: DynamicKysely, table: string): boolean {
  return keptByDatabase.get(db)?.has(table) === true;
}
