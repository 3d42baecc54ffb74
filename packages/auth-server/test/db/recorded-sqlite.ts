import Database from "better-sqlite3";
import { createDatabase } from "../../src/db/create-kysely";
import type { DynamicKysely } from "../../src/db/database-types";
import { migrate } from "../../src/db/migrate";
import type { DatabaseSchema } from "../../src/db/schema-types";

const opened: DynamicKysely[] = [];

/**
 * An in-memory better-sqlite3 database migrated with `schema`, whose prepared statements are
 * recorded in `prepared` (a test empties it, runs a read, then looks at the SQL it took).
 */
export async function openRecordedSqlite(schema: DatabaseSchema) {
  const connection = new Database(":memory:");
  const prepared: string[] = [];
  const prepare = connection.prepare.bind(connection);
  connection.prepare = ((source: string) => {
    prepared.push(source);
    return prepare(source);
  }) as typeof connection.prepare;
  const { db, dialect } = createDatabase(connection);
  opened.push(db);
  await migrate(db, dialect, schema);
  return { db, dialect, prepared };
}

/** Closes every database openRecordedSqlite opened (for afterEach). */
export async function closeRecordedSqlites(): Promise<void> {
  for (const db of opened.splice(0)) await db.destroy();
}
