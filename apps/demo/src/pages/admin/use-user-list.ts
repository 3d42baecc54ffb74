import type { AuthClientError } from "@tollgate/auth-client-react";
import { useCallback, useEffect, useState } from "react";
import { authClient } from "../../auth-client";
import { listUsersRequest, type UserListQuery } from "./user-list-query";

type ListUsersData = NonNullable<Awaited<ReturnType<typeof authClient.admin.listUsers>>["data"]>;
export type ListedUser = ListUsersData["users"][number];

export interface UserList {
  users: ListedUser[];
  total: number;
  loading: boolean;
  error: AuthClientError | null;
  reload(): void;
}

/**
 * One page of users from list-users, fetched again whenever the query changes; an answer that
 * arrives after a newer query was asked is dropped, so fast typing never shows stale rows.
 */
export function useUserList(query: UserListQuery): UserList {
  const [state, setState] = useState<Omit<UserList, "reload">>({
    users: [],
    total: 0,
    loading: true,
    error: null,
  });
  const [generation, setGeneration] = useState(0);
  const { search, searchField, sort, page } = query;

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    const request = listUsersRequest({ search, searchField, sort, page });
    // `generation` is a dependency so reload() asks again with the same query.
    void generation;
    authClient.admin.listUsers({ query: request }).then((result) => {
      if (!current) return;
      setState((previous) =>
        result.data
          ? { users: result.data.users, total: result.data.total, loading: false, error: null }
          : { ...previous, loading: false, error: result.error },
      );
    });
    return () => {
      current = false;
    };
  }, [search, searchField, sort, page, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
}
