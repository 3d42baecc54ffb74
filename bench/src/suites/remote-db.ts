import pg from "pg";
import { startDelayProxy } from "../server/delay-proxy";
import { spawnServer } from "../server/spawn-server";
import type { BenchRow, BenchSuite } from "../types";
import { dropDatabases, freshDatabase, POSTGRES_URL_VARIABLE } from "./postgres";
import { AGAINST, SECRET, type Side } from "./side-by-side";

/** Added each way between a server and PostgreSQL: a database 4 ms of round trip away. */
const DELAY_MS = Number(process.env.BENCH_REMOTE_DELAY_MS ?? 2);
const PASSWORD = "bench-password-123";

/** A browser: one cookie jar, and how long each request took. */
class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  async call<T>(
    method: "GET" | "POST",
    path: string,
    body?: object,
  ): Promise<{ data: T; ms: number }> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}/api/auth${path}`, {
      method,
      headers: { "content-type": "application/json", origin: "http://127.0.0.1", cookie },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === "" || /max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { data: JSON.parse(text) as T, ms };
  }
}

/** The requests of the flow, in order, as the table names them. */
const FLOW = [
  "POST /sign-up/email",
  "POST /sign-in/email",
  "GET /get-session",
  "POST /update-user",
  "GET /list-sessions",
  "POST /organization/create",
  "GET /organization/list",
  "GET /organization/get-full-organization",
  "POST /organization/invite-member",
  "POST /organization/accept-invitation",
  "GET /organization/get-active-member",
  "GET /organization/list-members",
  "POST /sign-out",
] as const;
type FlowRequest = (typeof FLOW)[number];

let sequence = 0;

/**
 * One pass of the flow a new user and their first colleague take. `verify` marks the
 * colleague's email verified straight in the database (setup, not measured): an invitee must be.
 */
async function runFlow(
  baseUrl: string,
  verify: (email: string) => Promise<void>,
  timings: Map<FlowRequest, number[]>,
) {
  const run = sequence++;
  const alice = new Browser(baseUrl);
  const bob = new Browser(baseUrl);
  const aliceEmail = `alice-${run}@bench.test`;
  const bobEmail = `bob-${run}@bench.test`;
  const timed = async <T>(request: FlowRequest, browser: Browser, body?: object): Promise<T> => {
    const [method, path] = request.split(" ") as ["GET" | "POST", string];
    const { data, ms } = await browser.call<T>(method, path, body);
    timings.get(request)?.push(ms);
    return data;
  };
  await timed("POST /sign-up/email", alice, {
    email: aliceEmail,
    password: PASSWORD,
    name: "Alice",
  });
  await timed("POST /sign-in/email", alice, { email: aliceEmail, password: PASSWORD });
  await timed("GET /get-session", alice);
  await timed("POST /update-user", alice, { name: "Alice Liddell" });
  await timed("GET /list-sessions", alice);
  const organization = await timed<{ id: string }>("POST /organization/create", alice, {
    name: "Acme",
    slug: `acme-${run}`,
  });
  await timed("GET /organization/list", alice);
  await timed("GET /organization/get-full-organization", alice);
  await bob.call("POST", "/sign-up/email", { email: bobEmail, password: PASSWORD, name: "Bob" });
  await verify(bobEmail);
  const invitation = await timed<{ id: string }>("POST /organization/invite-member", alice, {
    email: bobEmail,
    role: "member",
    organizationId: organization.id,
  });
  await timed("POST /organization/accept-invitation", bob, { invitationId: invitation.id });
  await timed("GET /organization/get-active-member", bob);
  await timed("GET /organization/list-members", alice);
  await timed("POST /sign-out", alice);
}

/** The p-th percentile (nearest rank) of `values`. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

async function measureSide(side: Side, postgresUrl: string, passes: number) {
  const databaseUrl = await freshDatabase(postgresUrl, side);
  const address = new URL(databaseUrl);
  const proxy = await startDelayProxy(
    { host: address.hostname, port: Number(address.port || 5432) },
    DELAY_MS,
  );
  const behindProxy = new URL(databaseUrl);
  behindProxy.port = String(proxy.port);
  const direct = new pg.Client({ connectionString: databaseUrl });
  await direct.connect();
  const server = await spawnServer(side, {
    dbFile: "",
    cookieCache: false,
    secret: SECRET,
    databaseUrl: behindProxy.href,
    plugin: "organization",
  });
  const timings = new Map<FlowRequest, number[]>(FLOW.map((request) => [request, []]));
  try {
    const verify = async (email: string) => {
      await direct.query(`update "user" set "emailVerified" = true where "email" = $1`, [email]);
    };
    // One pass to warm both the server and its pool (its connections are opened on demand).
    await runFlow(server.url, verify, new Map());
    for (let pass = 0; pass < passes; pass++) await runFlow(server.url, verify, timings);
  } finally {
    await server.stop();
    await direct.end();
    await proxy.close();
  }
  return timings;
}

/**
 * The flow a new user and their first colleague take, ours against better-auth, each on its own
 * database on the same PostgreSQL behind a proxy that adds BENCH_REMOTE_DELAY_MS (default 2 ms)
 * each way: what users of a managed database feel, where each statement is a round trip. One
 * request at a time; p50 and p99 of each request over the passes.
 */
export const remoteDbSuite: BenchSuite = {
  name: "remote-db",
  async run(ctx) {
    const postgresUrl = process.env[POSTGRES_URL_VARIABLE];
    if (!postgresUrl) {
      console.error(`  skipped: ${POSTGRES_URL_VARIABLE} is not set`);
      return [];
    }
    const passes = ctx.quick ? 5 : 30;
    try {
      const ours = await measureSide("ours", postgresUrl, passes);
      const theirs = await measureSide("better-auth", postgresUrl, passes);
      const note = `PostgreSQL ${2 * DELAY_MS} ms of round trip away, ${passes} passes`;
      return FLOW.flatMap((request): BenchRow[] =>
        [50, 99].map((p) => ({
          suite: "remote-db",
          case: request,
          metric: `p${p} ms`,
          ours: percentile(ours.get(request) ?? [], p),
          theirs: percentile(theirs.get(request) ?? [], p),
          against: AGAINST,
          higherIsBetter: false,
          note,
        })),
      );
    } finally {
      await dropDatabases(postgresUrl);
    }
  },
};
