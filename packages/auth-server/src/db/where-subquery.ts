import type { Where, WhereSubquery } from "./adapter-types";

/** Whether a value is a subquery `{ model, select, where }` rather than a value or a list. */
function isWhereSubquery(value: unknown): value is WhereSubquery {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return (
    "model" in value &&
    typeof value.model === "string" &&
    "select" in value &&
    typeof value.select === "string" &&
    "where" in value &&
    Array.isArray(value.where)
  );
}

/** The subquery an "in"/"not_in" clause compares with, or undefined for any other clause. */
export function subqueryOf(clause: Where): WhereSubquery | undefined {
  const operator = clause.operator;
  if (operator !== "in" && operator !== "not_in") return undefined;
  return isWhereSubquery(clause.value) ? clause.value : undefined;
}
