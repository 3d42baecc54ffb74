import type { SqlDialect } from "./database-types";
import type { ResolvedField, ResolvedSchema } from "./resolved-schema";
import { textPattern } from "./text-pattern";

/** The trigram tokenizer indexes runs of three characters: a shorter text has none to look up. */
export const SEARCH_MIN_CODE_POINTS = 3;

/**
 * How a `contains` is answered, with its one bound parameter:
 * - "fts": SQLite, the field is substring-indexed, its search table exists and the text has at
 *   least three code points: `"<alias>".rowid in (select rowid from "<table>" where "<table>"
 *   match ?)`, bound to the text as an FTS5 phrase;
 * - "scan": everything else, `instr(col, ?) > 0` on SQLite (bound to the text) or
 *   `col like ? escape '!'` elsewhere (bound to the escaped %…% pattern).
 */
export type ContainsSearch =
  | { form: "fts"; table: string; parameter: string }
  | { form: "scan"; parameter: string };

/**
 * The one decision of how a `contains` on `field` runs, used when its SQL is built
 * (where-clause) and when a cached query's parameters are computed (find-query-cache), so the
 * two cannot disagree. The length is counted on the value as given, before the field's codec:
 * the codec only ever lowercases a string, which never shortens it, so a value counted long is
 * long once encoded too, and the shape key (which sees only the given value) counts the same.
 * It only reads what the availability last learnt; it never queries.
 */
export function containsSearch(
  schema: ResolvedSchema,
  field: ResolvedField,
  value: unknown,
  dialect: SqlDialect,
): ContainsSearch {
  const text = String(field.codec.toDatabase(value));
  const search = field.search;
  if (
    dialect === "sqlite" &&
    search !== null &&
    isLongSearch(value) &&
    schema.searchTables.has(search)
  ) {
    return { form: "fts", table: search.name, parameter: ftsPhrase(text) };
  }
  return { form: "scan", parameter: textPattern(text, "contains", dialect) };
}

/** Whether a `contains` value is long enough for a search table (three code points or more). */
export function isLongSearch(value: unknown): boolean {
  const text = String(value);
  let count = 0;
  for (let i = 0; i < text.length && count < SEARCH_MIN_CODE_POINTS; i++) {
    const unit = text.charCodeAt(i);
    // A surrogate pair is one code point; a lone surrogate counts as the one it becomes (U+FFFD).
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count >= SEARCH_MIN_CODE_POINTS;
}

/** The text as one FTS5 phrase: in double quotes, a quote inside doubled; nothing else is special. */
export function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}
