import { apiCall, expectEqual } from "../server/api-call";
import { cloneRows, runOnFile } from "../server/clone-rows";
import { signInCookie } from "../server/session-cookie";
import type { RunningServer } from "../server/spawn-server";
import { pluginSuite } from "./plugin-suite";
import type { LoadCase, SideServer } from "./side-by-side";

const USERS = 10_000;
const PAGE = 100;

interface UserList {
  users: unknown[];
  total: number;
}

/**
 * Signs an admin in and adds 10,000 users by copying the admin's own row (each library's storage
 * format, no 10,000 sign-ups): emails user-00000@bench.test … user-09999@bench.test. Once per
 * server; answers the admin's cookie.
 */
const seeded = new WeakMap<RunningServer, Promise<string>>();
function seedOnce({ server, dbFile }: SideServer): Promise<string> {
  const existing = seeded.get(server);
  if (existing) return existing;
  const seeding = (async () => {
    const cookie = await signInCookie(server.url, {
      email: "admin@bench.test",
      password: "bench-password-123",
      name: "Admin",
    });
    const { user } = await apiCall<{ user: { id: string } }>(server.url, cookie, "/get-session");
    runOnFile(dbFile, `update "user" set role = 'admin' where id = ?`, user.id);
    cloneRows(dbFile, "user", user.id, USERS, (index) => ({
      id: `bench-user-${index}`,
      email: `user-${String(index).padStart(5, "0")}@bench.test`,
      name: `User ${index}`,
      role: "user",
    }));
    return cookie;
  })();
  seeded.set(server, seeding);
  return seeding;
}

/** A case that lists users with `query`, checked for the page size and the total first. */
function listUsers(name: string, query: string, expectedTotal: number): LoadCase {
  return {
    name,
    async prepare(side) {
      const cookie = await seedOnce(side);
      const path = `/admin/list-users?${query}`;
      const answer = await apiCall<UserList>(side.server.url, cookie, path);
      expectEqual(`${name}: users on the page`, answer.users.length, PAGE);
      expectEqual(`${name}: total`, Number(answer.total), expectedTotal);
      return { method: "GET", path: `/api/auth${path}`, headers: { cookie } };
    },
  };
}

const page = listUsers(
  `GET /admin/list-users (page of ${PAGE} of ${USERS + 1})`,
  `limit=${PAGE}&offset=5000`,
  USERS + 1,
);
// user-07000 … user-07999: 1,000 matches, a page of 100 of them.
const search = listUsers(
  `GET /admin/list-users (email contains, page of ${PAGE} of 1000 matches)`,
  `searchField=email&searchOperator=contains&searchValue=user-07&limit=${PAGE}`,
  1000,
);

export const ADMIN_CASES: LoadCase[] = [page, search];

/** The admin plugins side by side on SQLite: list-users over 10,000 users. */
export const adminSuite = pluginSuite("admin", "admin", ADMIN_CASES);
