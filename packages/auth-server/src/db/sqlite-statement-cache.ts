import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * A view of a better-sqlite3 database that prepares each distinct SQL text once. Kysely's
 * SQLite driver calls `prepare` on every query; the same few statements (session read,
 * sign-in lookup, …) run on every request, and preparing them again is wasted work.
 */
export function withStatementCache(database: SqliteDatabase, limit = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        // Oldest-first eviction keeps the cache bounded for ad-hoc queries.
        if (statements.size >= limit) statements.delete(statements.keys().next().value ?? "");
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
