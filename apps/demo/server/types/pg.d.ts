// The demo has no @types/pg; it declares only what it uses: a Pool that
// @tollgate/auth-server accepts as its `database` option.
declare module "pg" {
  import type { DatabaseInput } from "@tollgate/auth-server";

  type PgPool = Extract<DatabaseInput, { totalCount: number }>;
  const pg: { Pool: new (config: { connectionString: string }) => PgPool };
  export default pg;
}
