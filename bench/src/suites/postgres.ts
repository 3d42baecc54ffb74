import pg from "pg";
import { apiCall } from "../server/api-call";
import { signInCookie } from "../server/session-cookie";
import { spawnServer } from "../server/spawn-server";
import type { BenchSuite } from "../types";
import { type CaseGroup, compareSides, type LoadCase, SECRET, type Side } from "./side-by-side";

export const POSTGRES_URL_VARIABLE = "TOLLGATE_TEST_POSTGRES_URL";
export const REDIS_URL_VARIABLE = "TOLLGATE_TEST_REDIS_URL";

const DATABASE_OF: Record<Side, string> = { ours: "bench_ours", "better-auth": "bench_theirs" };

let sequence = 0;

/** Drops and creates the side's database on the server of `url`; answers its URL. */
export async function freshDatabase(url: string, side: Side): Promise<string> {
  return freshDatabaseNamed(url, DATABASE_OF[side]);
}

/** Drops and creates the database `name` on the server of `url`; answers its URL. */
export async function freshDatabaseNamed(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.href;
}

export async function dropDatabases(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const name of Object.values(DATABASE_OF))
      await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

/** GET /get-session of a freshly signed-in user, checked to answer a session on both sides. */
export function getSession(name: string): LoadCase {
  return {
    name,
    async prepare({ server }) {
      const cookie = await signInCookie(server.url, {
        email: `session-${sequence++}@bench.test`,
        password: "bench-password-123",
        name: "Bench",
      });
      const answer = await apiCall<{ session: unknown } | null>(server.url, cookie, "/get-session");
      if (!answer?.session) throw new Error(`${name}: get-session answered no session`);
      return { method: "GET", path: "/api/auth/get-session", headers: { cookie } };
    },
  };
}

function group(postgresUrl: string, redisUrl: string | undefined, loadCase: LoadCase): CaseGroup {
  return {
    async start(side) {
      const databaseUrl = await freshDatabase(postgresUrl, side);
      const server = await spawnServer(side, {
        dbFile: "",
        cookieCache: false,
        secret: SECRET,
        databaseUrl,
        ...(redisUrl ? { redisUrl } : {}),
      });
      return { server, dbFile: "" };
    },
    cases: [loadCase],
  };
}

/**
 * get-session on PostgreSQL, ours against better-auth (a fresh database each, bench_ours and
 * bench_theirs, on the same server), then both with the same Redis as secondary storage. Needs
 * the services: without TOLLGATE_TEST_POSTGRES_URL (or TOLLGATE_TEST_REDIS_URL for the Redis
 * rows) it says so and measures nothing.
 */
export const postgresSuite: BenchSuite = {
  name: "postgres",
  async run(ctx) {
    const postgresUrl = process.env[POSTGRES_URL_VARIABLE];
    if (!postgresUrl) {
      console.error(
        `  skipped: ${POSTGRES_URL_VARIABLE} is not set (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres; the user must be allowed to create databases)`,
      );
      return [];
    }
    const redisUrl = process.env[REDIS_URL_VARIABLE];
    const groups = [group(postgresUrl, undefined, getSession("GET /get-session (PostgreSQL)"))];
    if (redisUrl) {
      groups.push(
        group(
          postgresUrl,
          redisUrl,
          getSession("GET /get-session (PostgreSQL + Redis secondary storage)"),
        ),
      );
    } else {
      console.error(
        `  Redis rows skipped: ${REDIS_URL_VARIABLE} is not set (e.g. redis://127.0.0.1:6379)`,
      );
    }
    try {
      return await compareSides("postgres", groups, ctx);
    } finally {
      await dropDatabases(postgresUrl);
    }
  },
};
