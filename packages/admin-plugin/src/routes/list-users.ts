import { createAuthEndpoint, modelReference, type Where } from "@tollgate/auth-server";
import { z } from "zod";
import { requirePermission } from "../access/require-permission";
import type { ResolvedAdminOptions } from "../options";
import { type FilterValue, listUsersWhere } from "./list-users-where";
import { type AdminUser, publicUser } from "./target-user";

const number = z.union([z.number(), z.string()]).optional();

/** The filter operators Better Auth's list-users takes. */
export const FILTER_OPERATORS = [
  "eq",
  "ne",
  "lt",
  "lte",
  "gt",
  "gte",
  "in",
  "not_in",
  "contains",
  "starts_with",
  "ends_with",
] as const;

export const listUsersQuery = z.object({
  searchValue: z.string().optional(),
  searchField: z.enum(["email", "name"]).optional(),
  searchOperator: z.enum(["contains", "starts_with", "ends_with"]).optional(),
  limit: number,
  offset: number,
  sortBy: z.string().optional(),
  sortDirection: z.enum(["asc", "desc"]).optional(),
  filterField: z.string().optional(),
  filterValue: z
    .union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.array(z.number())])
    .optional(),
  filterOperator: z.enum(FILTER_OPERATORS).optional(),
});

/** A page of users, every user the search and filter match counted, and the page asked for. */
const listUsersAnswer = z.object({
  users: z.array(modelReference("user")),
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive().optional(),
  offset: z.number().int().positive().optional(),
});

export type ListUsersEndpoint = ReturnType<typeof createListUsers>;

/** A positive whole number from the query, or undefined. */
function count(value: string | number | undefined): number | undefined {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/**
 * The filter's values: a repeated `filterValue` key (`?filterValue=a&filterValue=b`, how Better
 * Auth's client writes a list) is a list. The core's query object keeps one value per key, so
 * the request's own query string is read when it holds several.
 */
function filterValueOf(
  context: { request: Request | undefined },
  parsed: FilterValue | undefined,
): FilterValue | undefined {
  if (typeof parsed !== "string" || !context.request) return parsed;
  const all = new URL(context.request.url).searchParams.getAll("filterValue");
  return all.length > 1 ? all : parsed;
}

/**
 * GET /admin/list-users → {users, total, limit, offset}: a search (searchValue in email or name,
 * contains / starts_with / ends_with), a filter on any user field, a sort, a page; `total`
 * counts every user the search and filter match. Unknown fields, and filter values or operators
 * the field cannot take, answer 400 naming the query parameter.
 */
export function createListUsers(options: ResolvedAdminOptions) {
  return createAuthEndpoint(
    "/admin/list-users",
    {
      method: "GET",
      query: listUsersQuery,
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Users by search, filter, sort and page, with the matching total" },
        responseSchema: listUsersAnswer,
      },
    },
    async (ctx) => {
      const { context, query } = ctx;
      await requirePermission(ctx, options, { user: ["list"] });
      const where: Where[] = listUsersWhere(context.schema, {
        ...query,
        filterValue: filterValueOf(context, query.filterValue),
      });
      const limit = count(query.limit);
      const offset = count(query.offset);
      const sortBy = query.sortBy
        ? { field: query.sortBy, direction: query.sortDirection ?? "asc" }
        : undefined;
      const { rows: users, total } = await context.adapter.findPage<AdminUser>({
        model: "user",
        where,
        limit,
        offset,
        sortBy,
      });
      return { users: users.map((user) => publicUser(context, user)), total, limit, offset };
    },
  );
}
