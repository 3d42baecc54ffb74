import type { Kysely } from "kysely";

/** The SQL dialects Tollgate speaks. */
export type SqlDialect = "sqlite" | "postgres" | "mysql";

/**
 * Tables are described at run time (schema as data), so the Kysely instance is typed with
 * string table and column names: every table is a record of unknown column values.
 */
export type DynamicDatabase = Record<string, Record<string, unknown>>;

export type DynamicKysely = Kysely<DynamicDatabase>;

/**
 * Sends several statements, `;`-separated with their values inlined, in ONE round trip (a
 * PostgreSQL simple query: one implicit transaction, each statement with a fresh snapshot) and
 * answers the rows of the last. Only where Tollgate holds the driver's pool (a pg Pool).
 */
export type StatementPipeline = (text: string) => Promise<Record<string, unknown>[]>;

/** A Kysely instance together with the dialect the SQL is generated for. */
export interface DatabaseConnection {
  db: DynamicKysely;
  dialect: SqlDialect;
  /** Statements in one round trip, when the connection has a pg Pool under it. */
  pipeline?: StatementPipeline;
}
