export type * from "./adapter-types";
export { columnType } from "./column-types";
export { coreSchema } from "./core-schema";
export {
  type BetterSqlite3Database,
  type BunSqliteDatabase,
  createDatabase,
  type DatabaseInput,
  type DrizzleDatabase,
  type PgPool,
} from "./create-kysely";
export {
  DatabaseHookVetoError,
  databaseHookVetoMessage,
  type HookOperation,
} from "./database-hook-veto-error";
export { DatabaseInputError } from "./database-input-error";
export type {
  DatabaseConnection,
  DynamicDatabase,
  DynamicKysely,
  SqlDialect,
} from "./database-types";
export { generateId } from "./generate-id";
export { createInternalAdapter, type InternalAdapterOptions } from "./internal-adapter";
export type * from "./internal-adapter-types";
export { createKyselyAdapter } from "./kysely-adapter";
export { type BuildSchemaOptions, buildSchema } from "./merge-schema";
export {
  type ColumnToAdd,
  getMigrations,
  type IndexToCreate,
  type Migrations,
  migrate,
  type ObjectToDrop,
  type RowCountToKeep,
  type TableToCreate,
} from "./migrate";
export {
  OpenDatabaseError,
  type OpenedDatabase,
  openDatabaseFromUrl,
} from "./open-database-from-url";
export {
  type PreparedClause,
  type PreparedFind,
  type PreparedOperator,
  prepareFind,
} from "./prepared-find";
export { SchemaError } from "./schema-errors";
export { createSchemaStatements } from "./schema-sql";
export type * from "./schema-types";
export { UniqueConstraintError, uniqueConstraintMessage } from "./unique-constraint-error";
