import { type Expression, type SqlBool, sql } from "kysely";
import type { Where, WhereSubquery } from "./adapter-types";
import type { SqlDialect } from "./database-types";
import type { ResolvedModel, ResolvedSchema } from "./resolved-schema";
import { SchemaError, schemaErrorMessages } from "./schema-errors";
import { subqueryOf } from "./where-subquery";

/**
 * Where clauses as one SQL condition. Connectors follow SQL precedence: AND binds tighter than
 * OR, so `[a, {b, OR}, {c, AND}]` reads `a OR (b AND c)`.
 */
export function buildWhere(
  schema: ResolvedSchema,
  model: ResolvedModel,
  where: readonly Where[],
  dialect: SqlDialect,
  tableAlias: string = model.table,
): Expression<SqlBool> {
  const groups: Expression<SqlBool>[][] = [];
  for (const clause of where) {
    const condition = buildCondition(schema, model, clause, dialect, tableAlias);
    const current = groups[groups.length - 1];
    if (!current || clause.connector === "OR") groups.push([condition]);
    else current.push(condition);
  }
  const ored = groups.map((group) => joinWith(group, "and"));
  return joinWith(ored, "or");
}

function joinWith(conditions: Expression<SqlBool>[], keyword: "and" | "or"): Expression<SqlBool> {
  if (conditions.length === 0) return sql<SqlBool>`1 = 1`;
  if (conditions.length === 1 && conditions[0]) return conditions[0];
  const separator = keyword === "and" ? sql` and ` : sql` or `;
  return sql<SqlBool>`(${sql.join(conditions, separator)})`;
}

function buildCondition(
  schema: ResolvedSchema,
  model: ResolvedModel,
  clause: Where,
  dialect: SqlDialect,
  tableAlias: string,
): Expression<SqlBool> {
  const field = schema.field(model, clause.field);
  const column = sql.id(tableAlias, field.column);
  const operator = clause.operator ?? "eq";
  const encode = field.codec.toDatabase;
  switch (operator) {
    case "eq":
      return clause.value === null
        ? sql<SqlBool>`${column} is null`
        : sql<SqlBool>`${column} = ${encode(clause.value)}`;
    case "ne":
      return clause.value === null
        ? sql<SqlBool>`${column} is not null`
        : sql<SqlBool>`${column} <> ${encode(clause.value)}`;
    case "lt":
      return sql<SqlBool>`${column} < ${encode(clause.value)}`;
    case "lte":
      return sql<SqlBool>`${column} <= ${encode(clause.value)}`;
    case "gt":
      return sql<SqlBool>`${column} > ${encode(clause.value)}`;
    case "gte":
      return sql<SqlBool>`${column} >= ${encode(clause.value)}`;
    case "in":
    case "not_in": {
      const rows = subqueryOf(clause);
      if (rows) {
        const selected = subquery(schema, rows, dialect);
        return operator === "in"
          ? sql<SqlBool>`${column} in (${selected})`
          : sql<SqlBool>`${column} not in (${selected})`;
      }
      if (!Array.isArray(clause.value)) {
        throw new SchemaError(schemaErrorMessages.inNeedsArray(model.key, field.name, operator));
      }
      const values: unknown[] = clause.value;
      if (values.length === 0) return operator === "in" ? sql<SqlBool>`1 = 0` : sql<SqlBool>`1 = 1`;
      const list = sql.join(values.map((value) => encode(value)));
      return operator === "in"
        ? sql<SqlBool>`${column} in (${list})`
        : sql<SqlBool>`${column} not in (${list})`;
    }
    case "contains":
    case "starts_with":
    case "ends_with":
      return matchText(column, String(encode(clause.value)), operator, dialect);
    default:
      throw new SchemaError(schemaErrorMessages.unknownOperator(String(operator)));
  }
}

/**
 * `select <field> from <table> as __in_<model> where …`: the subquery's table under an alias of
 * its own, so that its where names its own rows even when it reads the outer query's table.
 */
function subquery(
  schema: ResolvedSchema,
  rows: WhereSubquery,
  dialect: SqlDialect,
): Expression<unknown> {
  const model = schema.model(rows.model);
  const selected = schema.field(model, rows.select);
  const alias = `__in_${model.key}`;
  const where = buildWhere(schema, model, rows.where, dialect, alias);
  return sql`select ${sql.id(alias, selected.column)} from ${sql.id(model.table)} as ${sql.id(alias)} where ${where}`;
}

/**
 * Case-sensitive substring matching. SQLite's LIKE ignores ASCII case, so SQLite uses `instr`
 * for contains (a plain substring search, ~10 % cheaper per row than GLOB) and GLOB with its
 * wildcards escaped for the others (a prefix GLOB can use an index); the other dialects use LIKE
 * with an escape character.
 */
function matchText(
  column: Expression<unknown>,
  text: string,
  operator: TextOperator,
  dialect: SqlDialect,
): Expression<SqlBool> {
  const pattern = textPattern(text, operator, dialect);
  if (dialect !== "sqlite") return sql<SqlBool>`${column} like ${pattern} escape '!'`;
  if (operator === "contains") return sql<SqlBool>`instr(${column}, ${pattern}) > 0`;
  return sql<SqlBool>`${column} glob ${pattern}`;
}

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
