import type { DynamicKysely } from "./database-types";
import { shortName } from "./schema-indexes";
import { quoteIdentifier as id } from "./sql-identifier";
import { sqliteDirectReaderOf } from "./sqlite-direct-reader";

// Substring search on SQLite. `contains` is instr() on every row, and SQLite's cost per row
// (~37 ns of function call and record handling on a 25-character email) is most of a search.
// A block table keeps the values of 64 consecutive rowids as one text, so a search first asks
// instr of ~160 blocks per 10,000 rows, then only of the rows in the blocks that contain the
// value. The answer is the same (every row is still checked with instr), the cost falls with
// how few blocks match: 520 → 300 µs for 1,000 matches among 10,001 emails, 500 → 200 µs for
// none, and about the plain scan's when every block matches. It costs about one more index on
// the column, and each write of a row rewrites its block (64 values) in the writer's transaction.

/** Rows per block, as a shift: block b holds rowids [b << 6, (b << 6) + 63]. */
const BLOCK_SHIFT = 6;

/** The block a rowid (an SQL expression) is in. */
const blockOf = (rowid: string) => `(${rowid} >> ${BLOCK_SHIFT})`;

/** `between … and …` over the rowids of a block (an SQL expression): the triggers' and the search's. */
export const rowidsOfBlock = (block: string) =>
  `between (${block} << ${BLOCK_SHIFT}) and (${block} << ${BLOCK_SHIFT}) + ${(1 << BLOCK_SHIFT) - 1}`;

/** The values of a block are joined by this character (any would do: rows are re-checked). */
const SEPARATOR = "char(10)";

/** A field's block table and the three triggers that keep it in step with the table. */
export interface TextBlocks {
  table: string;
  triggers: { insert: string; delete: string; update: string };
}

export function textBlocksOf(table: string, column: string): TextBlocks {
  const base = `${table}_${column}_blocks`;
  return {
    table: shortName(base),
    triggers: {
      insert: shortName(`${base}_insert`),
      delete: shortName(`${base}_delete`),
      update: shortName(`${base}_update`),
    },
  };
}

/**
 * The statements that give a table's column its block table, or its missing parts: the table,
 * its triggers, then (when anything was missing) a refill from the rows already there. Each
 * part is created only when `existing` (sqlite_master's table and trigger names) lacks it, so a
 * second migration plans nothing.
 */
export function textBlockStatements(
  table: string,
  column: string,
  blocks: TextBlocks,
  existing: ReadonlySet<string>,
): string[] {
  const target = id(blocks.table);
  const source = id(table);
  const value = id(column);
  const blockText = `coalesce(group_concat(${value}, ${SEPARATOR}), '')`;
  // Rebuilds the block of one rowid from the table as it is now (after the write).
  const rebuild = (rowid: string) =>
    `insert or replace into ${target} ("block", "text") select ${blockOf(rowid)}, ${blockText} ` +
    `from ${source} where rowid ${rowidsOfBlock(blockOf(rowid))};`;
  const statements: string[] = [];
  if (!existing.has(blocks.table)) {
    statements.push(`create table ${target} ("block" integer primary key, "text" text not null)`);
  }
  const triggers: [string, string][] = [
    [blocks.triggers.insert, `after insert on ${source} begin ${rebuild("new.rowid")} end`],
    [blocks.triggers.delete, `after delete on ${source} begin ${rebuild("old.rowid")} end`],
    [
      blocks.triggers.update,
      `after update on ${source} when old.rowid is not new.rowid or old.${value} is not ` +
        `new.${value} begin ${rebuild("old.rowid")} ${rebuild("new.rowid")} end`,
    ],
  ];
  for (const [name, body] of triggers) {
    if (!existing.has(name)) statements.push(`create trigger ${id(name)} ${body}`);
  }
  if (statements.length > 0) {
    // Rows written while a part was missing may be missing from their block: fill them all.
    statements.push(
      `delete from ${target}`,
      `insert into ${target} ("block", "text") select ${blockOf("rowid")}, ${blockText} ` +
        `from ${source} group by ${blockOf("rowid")}`,
    );
  }
  return statements;
}

/** The table and trigger names in sqlite_master (what textBlockStatements compares with). */
export const SCHEMA_NAMES_SQL = "select name from sqlite_master where type in ('table', 'trigger')";

/**
 * Which block tables a database has, so that a search uses one only when it exists whole
 * (its table and three triggers): a database upgraded but not yet migrated keeps the plain
 * scan. sqlite_master is read on the first search of an indexed field, again after `migrate()`
 * in this process, and at most once a minute while a wanted table is missing (another process,
 * e.g. the CLI, may have migrated). Reads go through the direct reader, which declines inside a
 * transaction: the plain scan serves then.
 */
export interface TextBlockAvailability {
  has(blocks: TextBlocks): boolean;
  /** The schema may have changed: the next `has` reads sqlite_master again. */
  forget(): void;
}

/** How long a missing block table is believed missing before sqlite_master is read again. */
export const RECHECK_MISSING_AFTER_MS = 60_000;

const NAME_COLUMNS = ["name"] as const;
const availabilities = new WeakMap<DynamicKysely, TextBlockAvailability>();

/** The one availability of a database (shared by its adapters and `migrate`). */
export function textBlockAvailabilityOf(db: DynamicKysely): TextBlockAvailability {
  let availability = availabilities.get(db);
  if (!availability) {
    availability = createAvailability(db);
    availabilities.set(db, availability);
  }
  return availability;
}

function createAvailability(db: DynamicKysely): TextBlockAvailability {
  let names: ReadonlySet<string> | null = null;
  let checkedAt = 0;
  const read = (): ReadonlySet<string> | null => {
    const rows = sqliteDirectReaderOf(db)?.read(SCHEMA_NAMES_SQL, [], NAME_COLUMNS);
    if (!rows) return null;
    checkedAt = Date.now();
    names = new Set(rows.map((row) => String(row[0])));
    return names;
  };
  const complete = (known: ReadonlySet<string>, blocks: TextBlocks) =>
    known.has(blocks.table) &&
    known.has(blocks.triggers.insert) &&
    known.has(blocks.triggers.delete) &&
    known.has(blocks.triggers.update);
  return {
    has(blocks) {
      const known = names ?? read();
      if (!known) return false;
      if (complete(known, blocks)) return true;
      if (Date.now() - checkedAt < RECHECK_MISSING_AFTER_MS) return false;
      const again = read();
      return again !== null && complete(again, blocks);
    },
    forget() {
      names = null;
    },
  };
}
