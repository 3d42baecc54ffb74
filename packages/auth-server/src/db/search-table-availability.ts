import { sql } from "kysely";
import type { DynamicKysely, SqlDialect } from "./database-types";
import type { SearchTable } from "./schema-indexes";
import { sqliteDirectReaderOf } from "./sqlite-direct-reader";

/**
 * Which SQLite search tables (substring indexes) the live database has, so that a `contains`
 * uses one only where it exists: a database upgraded but not yet migrated keeps answering with
 * instr. sqlite_master is read once, on the first search of a substring-indexed field (at once
 * through the direct reader; otherwise in the background, instr meanwhile), again after
 * `migrate()`, and again at most once a minute while a wanted table is missing (another
 * process, e.g. the CLI, may have migrated).
 */
export interface SearchTableAvailability {
  /** Whether the search table and its three triggers were found. Never queries. */
  has(search: SearchTable): boolean;
  /** Reads sqlite_master when it was never read, or a missing table's last check is old. */
  refreshIfDue(): void;
  /**
   * The schema may have changed (after `migrate()`): the next refreshIfDue reads again. Until
   * then `has` keeps its last answers, which cached queries were compiled with.
   */
  forget(): void;
}

/** How long a missing search table is believed missing before sqlite_master is read again. */
export const RECHECK_MISSING_AFTER_MS = 60_000;

const SCHEMA_NAMES_SQL = "select name from sqlite_master where type in ('table', 'trigger')";
const NAME_COLUMNS = ["name"] as const;
const NOTHING_FOUND: ReadonlySet<string> = new Set();

/** No search tables: PostgreSQL, MySQL, or a schema resolved without a database. */
export const NO_SEARCH_TABLES: SearchTableAvailability = {
  has: () => false,
  refreshIfDue: () => {},
  forget: () => {},
};

let generation = 0;

/**
 * Changes whenever any database's known search tables change. A compiled query whose form
 * (FTS or instr) depends on them is cached under a key that includes it (find-query-cache), so
 * a query compiled before the change is never reused after it.
 */
export function searchTablesGeneration(): number {
  return generation;
}

const availabilities = new WeakMap<DynamicKysely, SearchTableAvailability>();

/** The one availability of a database (shared by its adapter and `migrate`). */
export function searchTablesOf(db: DynamicKysely, dialect: SqlDialect): SearchTableAvailability {
  if (dialect !== "sqlite") return NO_SEARCH_TABLES;
  let availability = availabilities.get(db);
  if (!availability) {
    availability = createAvailability(db);
    availabilities.set(db, availability);
  }
  return availability;
}

function createAvailability(db: DynamicKysely): SearchTableAvailability {
  let names: ReadonlySet<string> | null = null;
  let checkedAt = 0;
  let missingSeen = false;
  let stale = false;
  let reading = false;

  const learn = (found: readonly unknown[]) => {
    const next = new Set(found.map(String));
    const changed =
      names === null || next.size !== names.size || [...next].some((n) => !names?.has(n));
    names = next;
    checkedAt = Date.now();
    missingSeen = false;
    stale = false;
    if (changed) generation += 1;
  };

  const readInBackground = () => {
    if (reading) return;
    reading = true;
    sql
      .raw<{ name: string }>(SCHEMA_NAMES_SQL)
      .execute(db)
      .then(
        (result) => learn(result.rows.map((row) => row.name)),
        // A closed or busy database: try again on a later search.
        () => {},
      )
      .finally(() => {
        reading = false;
      });
  };

  return {
    has(search) {
      const known = names ?? NOTHING_FOUND;
      const present =
        known.has(search.name) &&
        known.has(search.triggers.insert) &&
        known.has(search.triggers.delete) &&
        known.has(search.triggers.update);
      if (!present) missingSeen = true;
      return present;
    },
    refreshIfDue() {
      const due =
        names === null ||
        stale ||
        (missingSeen && Date.now() - checkedAt >= RECHECK_MISSING_AFTER_MS);
      if (!due) return;
      const reader = sqliteDirectReaderOf(db);
      if (!reader) return readInBackground();
      // The reader declines inside a transaction: instr serves until a later search.
      const rows = reader.read(SCHEMA_NAMES_SQL, [], NAME_COLUMNS);
      if (rows) learn(rows.map((row) => row[0]));
    },
    forget() {
      stale = true;
    },
  };
}
