import Database from "better-sqlite3";

/**
 * Seeds a server's SQLite file fast, without going through its API: copies one row the server
 * wrote itself (so every column keeps that library's own storage format — dates, booleans) as
 * `count` new rows with the given columns changed. One transaction; the server may be running
 * (WAL).
 */
export function cloneRows(
  dbFile: string,
  table: string,
  templateId: string,
  count: number,
  changes: (index: number) => Record<string, string | number | null>,
): void {
  const database = new Database(dbFile);
  try {
    database.pragma("busy_timeout = 5000");
    const template = database.prepare(`select * from "${table}" where id = ?`).get(templateId);
    if (!template || typeof template !== "object")
      throw new Error(`no ${table} row with id ${templateId} to copy`);
    const columns = Object.keys(template);
    const insert = database.prepare(
      `insert into "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) values (${columns.map(() => "?").join(", ")})`,
    );
    database.transaction(() => {
      for (let index = 0; index < count; index++) {
        const row: Record<string, unknown> = { ...template, ...changes(index) };
        insert.run(...columns.map((column) => row[column]));
      }
    })();
  } finally {
    database.close();
  }
}

/** Runs one statement on a server's SQLite file (e.g. giving the seeded caller a role). */
export function runOnFile(dbFile: string, statement: string, ...values: string[]): void {
  const database = new Database(dbFile);
  try {
    database.pragma("busy_timeout = 5000");
    database.prepare(statement).run(...values);
  } finally {
    database.close();
  }
}

/** The id of the one row of `table` whose `column` is `value` (e.g. a user's account row). */
export function idWhere(dbFile: string, table: string, column: string, value: string): string {
  const database = new Database(dbFile, { readonly: true });
  try {
    const row = database.prepare(`select id from "${table}" where "${column}" = ?`).get(value) as
      | { id: string }
      | undefined;
    if (!row) throw new Error(`no ${table} row with ${column} = ${value}`);
    return row.id;
  } finally {
    database.close();
  }
}
