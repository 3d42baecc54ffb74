/** True when a database error is a unique-constraint violation (SQLite, PostgreSQL, MySQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = "code" in error ? String(error.code) : "";
  return (
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY" ||
    code === "23505" ||
    code === "ER_DUP_ENTRY"
  );
}
