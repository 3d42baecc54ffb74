import {
  type Dialect,
  DummyDriver,
  Kysely,
  MysqlAdapter,
  MysqlIntrospector,
  MysqlQueryCompiler,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import type { DynamicDatabase, SqlDialect } from "./database-types";
import { getMigrations } from "./migrate";
import type { DatabaseSchema } from "./schema-types";

/**
 * The statements that create the schema's tables and indexes in an empty database: what
 * `migrate()` runs there, computed by the migrator itself against a database that has nothing
 * (a driver that answers every query with no rows), so no second description of the SQL exists.
 * On PostgreSQL the database is one where pg_trgm may be created (as by the database's owner),
 * so the trigram indexes of `substringSearch` fields and the extension are included, with the
 * counter and triggers of `keepRowCount` tables.
 */
export async function createSchemaStatements(
  schema: DatabaseSchema,
  dialect: SqlDialect,
): Promise<string[]> {
  const db = new Kysely<DynamicDatabase>({ dialect: emptyDatabase(dialect) });
  try {
    const trigram = { installedIn: null, creatable: true };
    return (await getMigrations(db, dialect, schema, trigram)).statements;
  } finally {
    await db.destroy();
  }
}

function emptyDatabase(dialect: SqlDialect): Dialect {
  const createDriver = () => new DummyDriver();
  switch (dialect) {
    case "sqlite":
      return {
        createAdapter: () => new SqliteAdapter(),
        createDriver,
        createIntrospector: (db) => new SqliteIntrospector(db),
        createQueryCompiler: () => new SqliteQueryCompiler(),
      };
    case "postgres":
      return {
        createAdapter: () => new PostgresAdapter(),
        createDriver,
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      };
    case "mysql":
      return {
        createAdapter: () => new MysqlAdapter(),
        createDriver,
        createIntrospector: (db) => new MysqlIntrospector(db),
        createQueryCompiler: () => new MysqlQueryCompiler(),
      };
  }
}
