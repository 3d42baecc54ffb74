import type { DatabaseSchema } from "@tollgate/auth-server";

function stringField(error: object, key: string): string {
  const value: unknown = Reflect.get(error, key);
  return typeof value === "string" ? value : "";
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A test for "this database error is the unique index on user.username". The core answers
 * every unique violation on sign-up as 'User already exists', so the plugin tells its own
 * apart by what each driver says failed:
 * - better-sqlite3 `SQLITE_CONSTRAINT_UNIQUE`: "UNIQUE constraint failed: user.username"
 * - pg `23505`: constraint "user_username_uidx", detail "Key (username)=(…) already exists."
 * - mysql2 `ER_DUP_ENTRY`: "Duplicate entry '…' for key 'user.user_username_uidx'"
 */
export function createUsernameViolationTest(schema: DatabaseSchema): (error: unknown) => boolean {
  const user = schema.user;
  const column = user?.fields.username?.fieldName ?? "username";
  const table = user?.modelName ?? "user";
  const indexName = `${table}_${column}_uidx`;
  const sqliteMessage = new RegExp(
    `^UNIQUE constraint failed: (.*, )?${escapeRegExp(`${table}.${column}`)}(,|$)`,
  );
  const mysqlMessage = new RegExp(
    `for key '(${escapeRegExp(table)}\\.)?${escapeRegExp(indexName)}'$`,
  );
  const postgresDetail = `Key (${column})=`;

  return (error) => {
    if (typeof error !== "object" || error === null) return false;
    switch (stringField(error, "code")) {
      case "SQLITE_CONSTRAINT_UNIQUE":
        return sqliteMessage.test(stringField(error, "message"));
      case "23505":
        return (
          stringField(error, "constraint") === indexName ||
          stringField(error, "detail").startsWith(postgresDetail)
        );
      case "ER_DUP_ENTRY":
        return mysqlMessage.test(stringField(error, "message"));
      default:
        return false;
    }
  };
}
