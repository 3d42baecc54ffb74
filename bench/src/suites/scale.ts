import pg from "pg";
import { median } from "../micro";
import { apiCall } from "../server/api-call";
import { type LoadResult, runLoad } from "../server/load";
import { signInCookie } from "../server/session-cookie";
import { spawnServer } from "../server/spawn-server";
import type { BenchRow, BenchSuite } from "../types";
import { freshDatabaseNamed, POSTGRES_URL_VARIABLE } from "./postgres";
import { SECRET } from "./side-by-side";

const DATABASE = "bench_scale";
const TARGET_P99_MS = 50;

/** Rounds of every case; each figure is the median of its rounds. */
const rounds = (quick: boolean) => (quick ? 1 : 3);

/** Rows of the seeded database: a million users unless BENCH_SCALE_USERS says otherwise. */
function sizes(quick: boolean) {
  const users = Number(process.env.BENCH_SCALE_USERS ?? (quick ? 100_000 : 1_000_000));
  return { users, organizations: users / 10, members: users, sessions: 2 * users };
}

/**
 * Users, organizations of 10 members, two sessions a user, in the server's own tables (it has
 * migrated them). Straight SQL: seeding through the API would take hours. Every other user has
 * a username (the reference set has the username plugin): with none, the unique index on
 * username would hold a million nulls in a few pages and hand a count a small index to read
 * that a live table does not have. Each table is one insert: the user count PostgreSQL keeps for
 * the admin plugin (statement-level triggers) is updated once for the million users.
 */
async function seed(client: pg.Client, size: ReturnType<typeof sizes>): Promise<void> {
  await client.query(
    `insert into "user" (id, email, "emailVerified", name, "createdAt", "updatedAt", role,
       username, "displayUsername")
     select 'u' || i, 'user-' || lpad(i::text, 7, '0') || '@scale.test', true, 'User ' || i,
       now() - i * interval '1 second', now() - i * interval '1 second', 'user',
       case when i % 2 = 1 then 'user_' || lpad(i::text, 7, '0') end,
       case when i % 2 = 1 then 'User_' || lpad(i::text, 7, '0') end
     from generate_series(1, $1::int) as i`,
    [size.users],
  );
  await client.query(
    `insert into organization (id, name, slug, "createdAt")
     select 'o' || i, 'Organization ' || i, 'org-' || i, now() - i * interval '1 second'
     from generate_series(1, $1::int) as i`,
    [size.organizations],
  );
  await client.query(
    `insert into member (id, "organizationId", "userId", role, "createdAt")
     select 'm' || i, 'o' || ((i - 1) / 10 + 1), 'u' || ((i - 1) % $2::int + 1),
       case when (i - 1) % 10 = 0 then 'owner' else 'member' end, now() - i * interval '1 second'
     from generate_series(1, $1::int) as i`,
    [size.members, size.users],
  );
  await client.query(
    `insert into session (id, "userId", token, "expiresAt", "createdAt", "updatedAt")
     select 's' || i, 'u' || ((i - 1) % $2::int + 1), 't' || i, now() + interval '7 days', now(), now()
     from generate_series(1, $1::int) as i`,
    [size.sessions, size.users],
  );
}

/** The admin who asks: an admin, a member of 20 of the organizations, with a few sessions. */
async function signedInAdmin(baseUrl: string, client: pg.Client): Promise<string> {
  const email = "admin@scale.test";
  const credentials = { email, password: "bench-password-123", name: "Admin" };
  await signInCookie(baseUrl, credentials);
  await client.query(`update "user" set role = 'admin' where email = $1`, [email]);
  await client.query(
    `insert into member (id, "organizationId", "userId", role, "createdAt")
     select 'admin-m' || i, 'o' || i, (select id from "user" where email = $1), 'member', now()
     from generate_series(1, 20) as i`,
    [email],
  );
  return signInCookie(baseUrl, credentials);
}

const CASES = [
  {
    name: "GET /admin/list-users (a page of 100 at offset 5,000, newest first)",
    path: "/admin/list-users?limit=100&offset=5000&sortBy=createdAt&sortDirection=desc",
  },
  {
    name: "GET /admin/list-users (email contains user-00070: 10 or 100 matches)",
    path: "/admin/list-users?searchField=email&searchOperator=contains&searchValue=user-00070&limit=100",
  },
  {
    name: "GET /admin/list-users (name contains 'User 7001': 111 matches)",
    path: "/admin/list-users?searchField=name&searchOperator=contains&searchValue=User%207001&limit=100",
  },
  { name: "GET /organization/list (member of 20)", path: "/organization/list" },
  { name: "GET /list-sessions", path: "/list-sessions" },
  { name: "GET /get-session", path: "/get-session" },
];

/**
 * Ours on PostgreSQL with a million users, 100,000 organizations and two million sessions (a
 * tenth of that in a quick run): p50 and p99 of the admin's list-users page and searches, an
 * organization list and a session list, one request at a time, against the 50 ms p99 target;
 * medians of 3 rounds (1 in a quick run).
 */
export const scaleSuite: BenchSuite = {
  name: "scale",
  async run(ctx) {
    const postgresUrl = process.env[POSTGRES_URL_VARIABLE];
    if (!postgresUrl) {
      console.error(`  skipped: ${POSTGRES_URL_VARIABLE} is not set`);
      return [];
    }
    const size = sizes(ctx.quick);
    const databaseUrl = await freshDatabaseNamed(postgresUrl, DATABASE);
    const server = await spawnServer("ours", {
      dbFile: "",
      cookieCache: false,
      secret: SECRET,
      databaseUrl,
      plugin: "reference",
    });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const rows: BenchRow[] = [];
    try {
      const started = performance.now();
      await seed(client, size);
      // A table that has lived a while is vacuumed by autovacuum (on inserts too, since
      // PostgreSQL 13): its visibility map lets counts read an index alone. A bulk load has none
      // yet, and autovacuum would set it at some moment during the run; vacuuming here measures
      // the steady state, every case on the same one.
      await client.query("vacuum analyze");
      console.error(
        `  seeded ${size.users} users in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      const cookie = await signedInAdmin(server.url, client);
      const note = `${size.users.toLocaleString("en")} users, ${size.organizations.toLocaleString("en")} organizations, ${size.sessions.toLocaleString("en")} sessions; one request at a time`;
      for (const { path } of CASES) await apiCall(server.url, cookie, path);
      // Rounds over every case in turn, so that a busy moment of the machine spreads over the
      // cases instead of landing on one; each figure is the median of its rounds.
      const results = new Map<string, LoadResult[]>();
      for (let round = 0; round < rounds(ctx.quick); round++) {
        for (const { name, path } of CASES) {
          const result = await runLoad(server.url, {
            method: "GET",
            path: `/api/auth${path}`,
            headers: { cookie },
            connections: 1,
            durationSeconds: ctx.quick ? 2 : 5,
          });
          if (result.errors > 0 || result.non2xx > 0) throw new Error(`${name}: failed requests`);
          results.set(name, [...(results.get(name) ?? []), result]);
          console.error(`  round ${round + 1} ${name}: p50 ${result.p50Ms} p99 ${result.p99Ms}`);
        }
      }
      for (const { name } of CASES) {
        const measured = results.get(name) ?? [];
        for (const [metric, key] of [
          ["p50 ms", "p50Ms"],
          ["p99 ms", "p99Ms"],
        ] as const) {
          rows.push({
            suite: "scale",
            case: name,
            metric,
            ours: median(measured.map((result) => result[key])),
            theirs: TARGET_P99_MS,
            against: `${TARGET_P99_MS} ms (target)`,
            higherIsBetter: false,
            note,
          });
        }
      }
    } finally {
      await client.end();
      await server.stop();
    }
    return rows;
  },
};
