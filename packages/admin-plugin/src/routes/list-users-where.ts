import {
  authError,
  type DatabaseSchema,
  type FieldType,
  type Where,
  type WhereOperator,
} from "@tollgate/auth-server";
import { adminError } from "../admin-error";

export type FilterValue = string | number | boolean | string[] | number[];

interface ListUsersFilters {
  searchValue?: string | undefined;
  searchField?: "email" | "name" | undefined;
  searchOperator?: "contains" | "starts_with" | "ends_with" | undefined;
  sortBy?: string | undefined;
  filterField?: string | undefined;
  filterValue?: FilterValue | undefined;
  filterOperator?: WhereOperator | undefined;
}

/** The most values an `in` / `not_in` filter takes: each is a bound parameter of the query. */
export const MAX_FILTER_VALUES = 1000;

const LIST_OPERATORS: ReadonlySet<WhereOperator> = new Set(["in", "not_in"]);
const TEXT_OPERATORS: ReadonlySet<WhereOperator> = new Set([
  "contains",
  "starts_with",
  "ends_with",
]);
const ORDER_OPERATORS: ReadonlySet<WhereOperator> = new Set(["lt", "lte", "gt", "gte"]);

/** The type of a user field, "string" for the implicit id; 400 naming a field that is not one. */
export function userFieldType(schema: DatabaseSchema, field: string): FieldType {
  if (field === "id") return "string";
  const fields = schema.user?.fields ?? {};
  const attribute = Object.hasOwn(fields, field) ? fields[field] : undefined;
  if (!attribute)
    throw adminError("BAD_REQUEST", "INVALID_LIST_USERS_FIELD", { values: { field } });
  return attribute.type;
}

/** 400 INVALID_FIELD 'Invalid value for field <param>', naming the query parameter at fault. */
const invalid = (field: "filterValue" | "filterOperator") =>
  authError("BAD_REQUEST", "INVALID_FIELD", { values: { field }, field });

/**
 * One filter value as the field's type, or 400 naming filterValue: "true"/"false" for a
 * boolean, a finite number, a date that parses (a string as Date.parse reads it, ISO 8601 for
 * sure; a number, through auth.api, as epoch milliseconds). String fields take numbers and
 * booleans as their text (the query string cannot tell "3" from 3 anyway).
 */
function asFieldValue(type: FieldType, value: string | number | boolean): unknown {
  switch (type) {
    case "boolean":
      if (typeof value === "boolean") return value;
      if (value === "true" || value === "false") return value === "true";
      throw invalid("filterValue");
    case "number": {
      const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
      if (typeof number === "number" && Number.isFinite(number)) return number;
      throw invalid("filterValue");
    }
    case "date": {
      if (typeof value === "boolean" || value === "") throw invalid("filterValue");
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) throw invalid("filterValue");
      return date;
    }
    case "string":
      return String(value);
    default:
      return value;
  }
}

/**
 * The values of an `in` / `not_in` filter: a list as given (auth.api, repeated query keys), a
 * JSON array (how @tollgate/auth-client-react writes a list into a query string), or one value.
 */
function listValues(value: FilterValue): readonly (string | number | boolean)[] {
  if (Array.isArray(value)) return value;
  if (typeof value === "string" && value.startsWith("[")) {
    const parsed = parseJsonList(value);
    if (parsed) return parsed;
  }
  return [value];
}

function parseJsonList(text: string): (string | number)[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const items: unknown[] = parsed;
  const values = items.filter(
    (item): item is string | number => typeof item === "string" || typeof item === "number",
  );
  return values.length === items.length ? values : null;
}

/**
 * The filter's condition: every operator with every value answers rows or a 400 naming
 * filterValue (a value the field cannot hold, several values for a one-value operator, more
 * than MAX_FILTER_VALUES) or filterOperator (a text match on a field that is not text, an
 * ordering on a JSON field). Nothing malformed reaches the database.
 */
function filterCondition(
  schema: DatabaseSchema,
  field: string,
  operator: WhereOperator,
  value: FilterValue,
): Where {
  const type = userFieldType(schema, field);
  if (TEXT_OPERATORS.has(operator) && type !== "string") throw invalid("filterOperator");
  if (ORDER_OPERATORS.has(operator) && (type === "json" || type === "string[]"))
    throw invalid("filterOperator");
  if (LIST_OPERATORS.has(operator)) {
    const values = listValues(value);
    if (values.length > MAX_FILTER_VALUES) throw invalid("filterValue");
    return { field, operator, value: values.map((item) => asFieldValue(type, item)) };
  }
  const single = Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
  if (single === undefined) throw invalid("filterValue");
  return { field, operator, value: asFieldValue(type, single) };
}

/**
 * The conditions of a list-users query (Better Auth's): the search (default field email,
 * operator contains) and the filter (default field email, operator eq), both required to hold.
 * The sort field is checked here too.
 */
export function listUsersWhere(schema: DatabaseSchema, query: ListUsersFilters): Where[] {
  const where: Where[] = [];
  if (query.sortBy) userFieldType(schema, query.sortBy);
  if (query.searchValue) {
    where.push({
      field: query.searchField ?? "email",
      operator: query.searchOperator ?? "contains",
      value: query.searchValue,
    });
  }
  if (query.filterValue !== undefined) {
    where.push(
      filterCondition(
        schema,
        query.filterField || "email",
        query.filterOperator ?? "eq",
        query.filterValue,
      ),
    );
  }
  return where;
}
