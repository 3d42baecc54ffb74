// The demo has no @types/better-sqlite3; it declares only what it uses: a Database that
// @tollgate/auth-server accepts as its `database` option.
declare module "better-sqlite3" {
  import type { DatabaseInput } from "@tollgate/auth-server";

  type BetterSqlite3Database = Extract<DatabaseInput, { pragma: unknown }>;
  const Database: new (filename: string) => BetterSqlite3Database;
  export default Database;
}
