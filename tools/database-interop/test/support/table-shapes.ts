import Database from "better-sqlite3";
import pg from "pg";

/** One line per column, sorted: `table.column type null|not null default|-`. */
export type TableShapes = string[];

/**
 * The columns of every table of a SQLite file, as its own catalogue reports them. With
 * `withTypes` false the declared type is left out (Prisma and Drizzle declare other names
 * for the same storage: DATETIME or integer, BOOLEAN or integer).
 */
export function sqliteShapes(path: string, withTypes: boolean): TableShapes {
  const database = new Database(path, { readonly: true });
  try {
    const tables = database
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '\\_%' escape '\\'",
      )
      .all() as { name: string }[];
    return tables
      .flatMap(({ name }) =>
        (
          database.prepare("select * from pragma_table_info(?)").all(name) as {
            name: string;
            type: string;
            notnull: number;
            dflt_value: string | null;
            pk: number;
          }[]
        ).map(
          (column) =>
            `${name}.${column.name}${withTypes ? ` ${column.type.toLowerCase()}` : ""} ${
              column.notnull || column.pk ? "not null" : "null"
            } ${column.dflt_value === null ? "-" : "default"}`,
        ),
      )
      .sort();
  } finally {
    database.close();
  }
}

/** The columns of every table of a PostgreSQL database's public schema, with their types. */
export async function postgresShapes(url: string): Promise<TableShapes> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      table_name: string;
      column_name: string;
      udt_name: string;
      is_nullable: string;
      column_default: string | null;
    }>(
      `select table_name, column_name, udt_name, is_nullable, column_default
         from information_schema.columns
        where table_schema = 'public' and table_name not like '\\_%'`,
    );
    return rows
      .map(
        (column) =>
          `${column.table_name}.${column.column_name} ${column.udt_name} ${
            column.is_nullable === "YES" ? "null" : "not null"
          } ${column.column_default === null ? "-" : "default"}`,
      )
      .sort();
  } finally {
    await client.end();
  }
}
