import type { MessageKey } from "../../i18n/catalogue";

/** How the user table is searched, sorted and paged: kept in the address, so Back returns to it. */
export interface UserListQuery {
  search: string;
  searchField: "email" | "name";
  sort: SortKey;
  page: number;
}

export const USERS_PER_PAGE = 20;

export const SORTS = {
  newest: { label: "adminUsers.sortNewest", sortBy: "createdAt", sortDirection: "desc" },
  oldest: { label: "adminUsers.sortOldest", sortBy: "createdAt", sortDirection: "asc" },
  name: { label: "adminUsers.sortName", sortBy: "name", sortDirection: "asc" },
  email: { label: "adminUsers.sortEmail", sortBy: "email", sortDirection: "asc" },
} as const satisfies Record<string, { label: MessageKey; sortBy: string; sortDirection: string }>;

export type SortKey = keyof typeof SORTS;

function isSortKey(value: string | null): value is SortKey {
  return value !== null && Object.hasOwn(SORTS, value);
}

export function readUserListQuery(params: URLSearchParams): UserListQuery {
  const page = Number(params.get("page"));
  const sort = params.get("sort");
  return {
    search: params.get("q") ?? "",
    searchField: params.get("in") === "name" ? "name" : "email",
    sort: isSortKey(sort) ? sort : "newest",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** "/admin?q=ada&in=name&page=2": defaults are left out. */
export function userListPath(query: UserListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.searchField !== "email") params.set("in", query.searchField);
  if (query.sort !== "newest") params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/admin?${search}` : "/admin";
}

/** The list-users query string for one page: the server searches, sorts and pages. */
export function listUsersRequest(query: UserListQuery) {
  const sort = SORTS[query.sort];
  return {
    ...(query.search
      ? {
          searchValue: query.search,
          searchField: query.searchField,
          searchOperator: "contains" as const,
        }
      : {}),
    sortBy: sort.sortBy,
    sortDirection: sort.sortDirection,
    limit: USERS_PER_PAGE,
    offset: (query.page - 1) * USERS_PER_PAGE,
  } as const;
}
