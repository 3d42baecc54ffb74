/**
 * A PostgreSQL literal of a statement's value, for statements that travel without bound values
 * (a simple query carries several statements but no parameters). Strings are E'' literals with
 * quotes and backslashes doubled (pg's escapeLiteral), so no value can end its literal early.
 * Every value but NULL and the booleans is quoted: an untyped literal takes its type from where
 * it stands, as a bound parameter does, and a number can never join a `-` before it into a
 * comment.
 */
export function postgresLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "number" || typeof value === "bigint") return quoted(String(value));
  if (value instanceof Date) return quoted(value.toISOString());
  if (typeof value === "string") return quoted(value);
  return quoted(JSON.stringify(value));
}

function quoted(text: string): string {
  if (text.includes("\u0000"))
    throw new RangeError("a PostgreSQL text value cannot hold NUL (\\u0000)");
  return `E'${text.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
}

/**
 * A compiled statement with its `$n` placeholders replaced by literals. Placeholders are only
 * read outside quoted identifiers and string literals, so `$1` in a name stays a name.
 */
export function inlineParameters(sql: string, parameters: readonly unknown[]): string {
  let out = "";
  let index = 0;
  while (index < sql.length) {
    const char = sql[index] as string;
    if (char === '"' || char === "'") {
      const end = closingQuote(sql, index, char);
      out += sql.slice(index, end);
      index = end;
      continue;
    }
    if (char === "$") {
      const digits = /^\d+/.exec(sql.slice(index + 1))?.[0];
      if (digits) {
        const position = Number(digits) - 1;
        if (position < 0 || position >= parameters.length)
          throw new RangeError(`the statement has no value for $${digits}`);
        out += postgresLiteral(parameters[position]);
        index += 1 + digits.length;
        continue;
      }
    }
    out += char;
    index++;
  }
  return out;
}

/** The index just past the quote that closes the one at `start` (a doubled quote stays inside). */
function closingQuote(sql: string, start: number, quote: string): number {
  let index = start + 1;
  while (index < sql.length) {
    if (sql[index] === quote) {
      if (sql[index + 1] === quote) index += 2;
      else return index + 1;
    } else index++;
  }
  return index;
}
