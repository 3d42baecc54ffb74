import { describe, expect, it } from "vitest";
import {
  listUsersRequest,
  readUserListQuery,
  USERS_PER_PAGE,
  userListPath,
} from "../src/pages/admin/user-list-query";

describe("the user table's query", () => {
  it("reads the address, falling back to the first page of the newest users for anything odd", () => {
    expect(readUserListQuery(new URLSearchParams(""))).toEqual({
      search: "",
      searchField: "email",
      sort: "newest",
      page: 1,
    });
    expect(readUserListQuery(new URLSearchParams("q=Ada&in=name&sort=email&page=3"))).toEqual({
      search: "Ada",
      searchField: "name",
      sort: "email",
      page: 3,
    });
    const odd = readUserListQuery(new URLSearchParams("in=role&sort=toString&page=-2"));
    expect(odd).toMatchObject({ searchField: "email", sort: "newest", page: 1 });
    expect(readUserListQuery(new URLSearchParams("page=1.5")).page).toBe(1);
  });

  it("writes an address that reads back the same, leaving defaults out", () => {
    const query = { search: "a&b", searchField: "name", sort: "oldest", page: 2 } as const;
    const path = userListPath(query);
    expect(path).toBe("/admin?q=a%26b&in=name&sort=oldest&page=2");
    expect(readUserListQuery(new URL(path, "http://demo.test").searchParams)).toEqual(query);
    expect(userListPath({ search: "", searchField: "email", sort: "newest", page: 1 })).toBe(
      "/admin",
    );
  });

  it("asks list-users for exactly one page, searched and sorted by the server", () => {
    expect(
      listUsersRequest({ search: "ada", searchField: "email", sort: "name", page: 3 }),
    ).toEqual({
      searchValue: "ada",
      searchField: "email",
      searchOperator: "contains",
      sortBy: "name",
      sortDirection: "asc",
      limit: USERS_PER_PAGE,
      offset: 2 * USERS_PER_PAGE,
    });
    const unsearched = listUsersRequest({
      search: "",
      searchField: "name",
      sort: "newest",
      page: 1,
    });
    expect(unsearched).toEqual({
      sortBy: "createdAt",
      sortDirection: "desc",
      limit: USERS_PER_PAGE,
      offset: 0,
    });
  });
});
