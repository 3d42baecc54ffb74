import type { CompiledQuery } from "kysely";
import type { JoinSpec, SortBy, Where } from "./adapter-types";
import type { SqlDialect } from "./database-types";
import type { ResolvedModel, ResolvedSchema } from "./resolved-schema";
import { type TextOperator, textPattern } from "./where-clause";
import { subqueryOf } from "./where-subquery";

/**
 * Operators whose SQL does not depend on the value (`= ?`, `< ?`, …, and the text matches, whose
 * pattern is one bound parameter: `glob ?` / `like ? escape '!'`).
 */
const VALUE_FREE_OPERATORS = new Set([
  "eq",
  "ne",
  "lt",
  "lte",
  "gt",
  "gte",
  "contains",
  "starts_with",
  "ends_with",
]);
const TEXT_OPERATORS = new Set<string>(["contains", "starts_with", "ends_with"]);
const isTextOperator = (operator: string): operator is TextOperator => TEXT_OPERATORS.has(operator);

export interface FindShape {
  model: string;
  where?: readonly Where[] | undefined;
  join?: JoinSpec | undefined;
  sortBy?: SortBy | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/**
 * The where's shape: each clause's field, operator and connector; a subquery's model, selected
 * field and where's shape in brackets (its values are bound parameters, like any other).
 */
function clausesKey(where: readonly Where[] | undefined): string | null {
  let key = "";
  for (const clause of where ?? []) {
    const operator = clause.operator ?? "eq";
    const rows = subqueryOf(clause);
    let compared = "";
    if (rows) {
      const inner = clausesKey(rows.where);
      if (inner === null) return null;
      compared = `(${rows.model}.${rows.select}:${inner})`;
    } else if (
      !VALUE_FREE_OPERATORS.has(operator) ||
      clause.value === null ||
      clause.value === undefined
    )
      return null;
    key += `${clause.field}:${operator}${compared}:${clause.connector ?? "AND"};`;
  }
  return key;
}

/** The join part of a shape key, remembered per join object (callers often reuse one). */
const joinKeys = new WeakMap<JoinSpec, string | null>();

function joinKey(join: JoinSpec): string | null {
  let key = joinKeys.get(join);
  if (key !== undefined) return key;
  key = "";
  for (const [name, spec] of Object.entries(join)) {
    const on = clausesKey(spec.where);
    if (on === null) {
      key = null;
      break;
    }
    key += `|${name}:${spec.on[0]}=${spec.on[1]}:${on}:${spec.select?.join(",") ?? "*"}`;
  }
  joinKeys.set(join, key);
  return key;
}

/** The part of a count that decides its SQL text, or null as for findShapeKey. */
export function countShapeKey(model: string, where: readonly Where[] | undefined): string | null {
  const clauses = clausesKey(where);
  return clauses === null ? null : `count|${model}|${clauses}`;
}

/**
 * The part of a find that decides its SQL text, or null when the SQL depends on values
 * (`in` lists, null comparisons) and the query must be built each time.
 * `limit` is the shape's own unless the caller fixes one (findOne: 1).
 */
export function findShapeKey(shape: FindShape, limit = shape.limit): string | null {
  const where = clausesKey(shape.where);
  if (where === null) return null;
  const joins = shape.join ? joinKey(shape.join) : "";
  if (joins === null) return null;
  const sort = shape.sortBy ? `${shape.sortBy.field}:${shape.sortBy.direction}` : "";
  return `${shape.model}|${where}|${sort}|${limit ?? ""}|${shape.offset ?? ""}${joins}`;
}

/**
 * The bound parameters in the order the SQL uses them: join conditions first, then the where
 * (a text match binds its pattern, as where-clause builds it; a subquery its own where's, in
 * its place).
 */
export function findParameters(
  schema: ResolvedSchema,
  model: ResolvedModel,
  shape: Pick<FindShape, "where" | "join">,
  dialect: SqlDialect,
): unknown[] {
  const parameters: unknown[] = [];
  const encodeAll = (target: ResolvedModel, where: readonly Where[] | undefined) => {
    for (const clause of where ?? []) {
      const rows = subqueryOf(clause);
      if (rows) {
        encodeAll(schema.model(rows.model), rows.where);
        continue;
      }
      const value = schema.field(target, clause.field).codec.toDatabase(clause.value);
      const operator = clause.operator ?? "eq";
      parameters.push(
        isTextOperator(operator) ? textPattern(String(value), operator, dialect) : value,
      );
    }
  };
  for (const [name, spec] of Object.entries(shape.join ?? {}))
    encodeAll(schema.model(name), spec.where);
  encodeAll(model, shape.where);
  return parameters;
}

export function sameParameters(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/**
 * Compiled finds (and counts) by shape. A shape is cached only after its first compilation proved that the
 * parameters computed here are exactly the ones Kysely bound, in the same order; later finds of
 * that shape reuse the SQL with new parameters and skip building and compiling the query. Each
 * entry also keeps what the caller derived from the shape once (e.g. how to decode its rows).
 */
export function createFindQueryCache<Derived>(limit = 256) {
  const compiled = new Map<string, { query: CompiledQuery; derived: Derived }>();
  return {
    get(key: string): { query: CompiledQuery; derived: Derived } | undefined {
      return compiled.get(key);
    },
    remember(
      key: string,
      query: CompiledQuery,
      expected: readonly unknown[],
      derived: Derived,
    ): void {
      if (compiled.size >= limit || !sameParameters(query.parameters, expected)) return;
      compiled.set(key, { query, derived });
    },
  };
}
