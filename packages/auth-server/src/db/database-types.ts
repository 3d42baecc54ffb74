import type { Kysely } from "kysely";

/** The SQL dialects Tollgate speaks. */
export type SqlDialect = "sqlite" | "postgres" | "mysql";

/**
 * Tables are described at run time (schema as data), so the Kysely instance is typed with
 * string table and column names: every table is a record of unknown column values.
 */
export type DynamicDatabase = Record<string, Record<string, unknown>>;

export type DynamicKysely = Kysely<DynamicDatabase>;

/** A Kysely instance together with the dialect the SQL is generated for. */
export interface DatabaseConnection {
  db: DynamicKysely;
  dialect: SqlDialect;
}
