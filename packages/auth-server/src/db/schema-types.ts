/** Schema as data: core tables, plugin tables and additionalFields are all described this way. */
export type FieldType = "string" | "number" | "boolean" | "date" | "json" | "string[]";

export interface FieldAttribute {
  type: FieldType;
  /** NOT NULL. Defaults to true. */
  required?: boolean;
  unique?: boolean;
  /** A plain index (non-unique). */
  index?: boolean;
  /** Value used on create when none is given (a function is called per row). */
  defaultValue?: unknown;
  /** Column name in the database; defaults to the field name. */
  fieldName?: string;
  references?: { model: string; field: string; onDelete?: "cascade" | "set null" | "restrict" };
  /** Accepted from user input (sign-up, update-user). Defaults to true for additionalFields. */
  input?: boolean;
  /** Included in API responses. Defaults to true. */
  returned?: boolean;
  /** Values are normalised to lowercase before they are written (e.g. user.email, user.username). */
  lowercase?: boolean;
}

export interface TableSchema {
  /** Table name in the database; defaults to the model key. */
  modelName?: string;
  fields: Record<string, FieldAttribute>;
  /** Composite unique indexes, by field names, e.g. [["providerId", "accountId"]]. */
  uniqueIndexes?: string[][];
  /**
   * Composite plain indexes, by field names in order, e.g. [["organizationId", "createdAt"]]: the
   * rows of one organization, already in creation order (no sort when they are listed so).
   */
  indexes?: string[][];
  /**
   * Fields searched by substring (an admin's `contains` search): on PostgreSQL migrate gives each
   * a trigram index (pg_trgm, when installed or creatable), so the search reads the index rather
   * than every row.
   */
  substringSearch?: string[];
  /**
   * PostgreSQL: migrate keeps the table's row count in a counter the database updates (a small
   * table and statement-level triggers, row-count-triggers.ts), and a count of every row reads
   * it instead of counting them (list-users' total on a million users). Costs every insert and
   * delete of the table one counter update.
   */
  keepRowCount?: boolean;
}

/** Model key (user, session, account, verification, member, …) → table description. */
export type DatabaseSchema = Record<string, TableSchema>;

/** What a plugin or `additionalFields` contributes: new tables and fields added to existing ones. */
export type SchemaExtension = Record<
  string,
  {
    modelName?: string;
    fields: Record<string, FieldAttribute>;
    uniqueIndexes?: string[][];
    indexes?: string[][];
    substringSearch?: string[];
    keepRowCount?: boolean;
  }
>;
