/**
 * True when a database error is a unique constraint violation, in any supported driver:
 * better-sqlite3 (SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY), pg (SQLSTATE 23505),
 * mysql2 (ER_DUP_ENTRY). Lets a caller answer "already exists" after losing an insert race.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  const { code } = error;
  return (
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY" ||
    code === "23505" ||
    code === "ER_DUP_ENTRY"
  );
}
