/**
 * An identifier quoted for SQL text built by hand ("…", a quote inside doubled): the same in
 * SQLite and PostgreSQL. Where a Kysely builder is at hand, `sql.id` does this instead.
 */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
