import type { SqlDialect } from "./database-types";
import type { FieldAttribute } from "./schema-types";

/**
 * The column type of a field in each dialect (see value-codec.ts for how values are stored).
 * MySQL cannot index TEXT without a prefix length, so ids, keys and indexed strings are
 * varchar(255) there. MySQL strings use the binary utf8mb4 collation, so that comparisons,
 * LIKE and unique indexes are case-sensitive as in SQLite and PostgreSQL (the default
 * collations of MySQL and MariaDB ignore case and accents). JSON fields are longtext there:
 * MySQL's native JSON type comes back already parsed from mysql2, which makes a stored JSON
 * string indistinguishable from JSON text (MariaDB's JSON is longtext anyway).
 */
export function columnType(
  dialect: SqlDialect,
  attribute: FieldAttribute,
  options: { isId: boolean; indexed: boolean },
): string {
  switch (attribute.type) {
    case "string":
      if (dialect === "mysql") {
        const type =
          options.isId || options.indexed || attribute.references ? "varchar(255)" : "text";
        return `${type} character set utf8mb4 collate utf8mb4_bin`;
      }
      return "text";
    case "number":
      if (dialect === "sqlite") return "integer";
      return dialect === "postgres" ? "double precision" : "double";
    case "boolean":
      return dialect === "sqlite" ? "integer" : "boolean";
    case "date":
      if (dialect === "sqlite") return "integer";
      return dialect === "postgres" ? "timestamptz" : "datetime(3)";
    case "json":
    case "string[]":
      if (dialect === "sqlite") return "text";
      return dialect === "postgres"
        ? "jsonb"
        : "longtext character set utf8mb4 collate utf8mb4_bin";
  }
}
