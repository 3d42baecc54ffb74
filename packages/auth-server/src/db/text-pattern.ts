import type { SqlDialect } from "./database-types";

export type TextOperator = "contains" | "starts_with" | "ends_with";

/**
 * The bound parameter of a text match: for SQLite's contains the text itself (instr); otherwise
 * the text with the dialect's wildcards escaped (GLOB's `*?[` in SQLite; `!%_` with `escape '!'`
 * elsewhere — "!" rather than a backslash, which MySQL reads as an escape inside a string
 * literal), wrapped in wildcards as the operator says.
 */
export function textPattern(text: string, operator: TextOperator, dialect: SqlDialect): string {
  if (dialect === "sqlite" && operator === "contains") return text;
  const [literal, wildcard] =
    dialect === "sqlite"
      ? [text.replace(/[*?[]/g, (char) => `[${char}]`), "*"]
      : [text.replace(/[!%_]/g, (char) => `!${char}`), "%"];
  if (operator === "starts_with") return `${literal}${wildcard}`;
  if (operator === "ends_with") return `${wildcard}${literal}`;
  return `${wildcard}${literal}${wildcard}`;
}
