import type { DatabaseSchema, FieldType, Where, WhereOperator } from "@tollgate/auth-server";
import { adminError } from "../admin-error";

interface ListUsersFilters {
  searchValue?: string | undefined;
  searchField?: "email" | "name" | undefined;
  searchOperator?: "contains" | "starts_with" | "ends_with" | undefined;
  sortBy?: string | undefined;
  filterField?: string | undefined;
  filterValue?: string | number | boolean | string[] | number[] | undefined;
  filterOperator?: WhereOperator | undefined;
}

/** The type of a user field, "string" for the implicit id; 400 naming a field that is not one. */
export function userFieldType(schema: DatabaseSchema, field: string): FieldType {
  if (field === "id") return "string";
  const fields = schema.user?.fields ?? {};
  const attribute = Object.hasOwn(fields, field) ? fields[field] : undefined;
  if (!attribute)
    throw adminError("BAD_REQUEST", "INVALID_LIST_USERS_FIELD", { values: { field } });
  return attribute.type;
}

/** A query-string value as the field's type: "true" for a boolean, "3" for a number, a date. */
function asFieldValue(type: FieldType, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => asFieldValue(type, item));
  if (typeof value !== "string") return value;
  if (type === "boolean") return value === "true";
  if (type === "number") return Number(value);
  if (type === "date") return new Date(value);
  return value;
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
    const field = query.filterField ?? "email";
    where.push({
      field,
      operator: query.filterOperator ?? "eq",
      value: asFieldValue(userFieldType(schema, field), query.filterValue),
    });
  }
  return where;
}
