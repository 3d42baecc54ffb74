/**
 * What the reference plugins (username, magic link, organization, admin, API keys) cost on
 * GET /get-session, in-process through toNodeHandler (no sockets, no HTTP parsing), beside the
 * core alone. Two measures that hold on a loaded machine:
 * - CPU time per request (process.cpuUsage, not wall time) over batches of 300 requests, the
 *   sides in shuffled order each round; the 10th percentile and the median of the batches;
 * - bytes allocated per request, from V8's sampling heap profiler counting the objects garbage
 *   collection has already freed too (independent of the machine's load), with the functions
 *   that allocate most.
 *
 *   cd bench && node --conditions @tollgate/source --import tsx src/micro-session-read.ts [--by-function]
 *
 * (`--conditions @tollgate/source` runs the packages' sources; without it, the built packages.)
 */
import { IncomingMessage, ServerResponse } from "node:http";
import { type Session as InspectorSession, Session } from "node:inspector";
import { Socket } from "node:net";
import { admin } from "@tollgate/admin-plugin";
import { apiKey } from "@tollgate/api-key-plugin";
import { type AuthPlugin, createAuth, toNodeHandler } from "@tollgate/auth-server";
import { magicLink } from "@tollgate/magic-link-plugin";
import { organization } from "@tollgate/organization-plugin";
import { username } from "@tollgate/username-plugin";
import Database from "better-sqlite3";
import { median } from "./micro";

const BATCH = 300;
const ROUNDS = 150;
const SAMPLED_REQUESTS = 20_000;

/** A response that is written nowhere: the answer is built and dropped. */
class DroppedResponse extends ServerResponse {
  override writeHead(): this {
    return this;
  }
  override end(): this {
    return this;
  }
}

const referencePlugins = (): AuthPlugin[] => [
  username(),
  magicLink({ sendMagicLink: async () => {} }),
  organization({ sendInvitationEmail: async () => {} }),
  admin(),
  apiKey({ enableSessionForAPIKeys: true, rateLimit: { enabled: false } }),
];

/** One signed-up user's GET /get-session, as a function that serves it once. */
async function sessionRead(plugins: AuthPlugin[]): Promise<() => Promise<void>> {
  const auth = createAuth({
    baseURL: "http://127.0.0.1",
    secret: "bench-secret-0123456789abcdef0123456789",
    database: new Database(":memory:"),
    emailAndPassword: { enabled: true },
    rateLimit: { enabled: false },
    logger: { disabled: true },
    plugins,
  });
  await auth.migrate();
  const signUp = await auth.handler(
    new Request("http://127.0.0.1/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://127.0.0.1" },
      body: JSON.stringify({ email: "reader@example.com", password: "password1234", name: "R" }),
    }),
  );
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const handler = toNodeHandler(auth);
  const request = new IncomingMessage(new Socket());
  request.method = "GET";
  request.url = "/api/auth/get-session";
  request.headers = { host: "127.0.0.1:3000", connection: "keep-alive", cookie };
  const response = new DroppedResponse(request);
  return () => handler(request, response);
}

async function cpuMicrosPerRequest(serve: () => Promise<void>): Promise<number> {
  const start = process.cpuUsage();
  for (let index = 0; index < BATCH; index++) await serve();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / BATCH;
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * share)] ?? Number.NaN;

interface AllocationNode {
  callFrame: { functionName: string; url: string };
  selfSize: number;
  children: AllocationNode[];
}

function post<T>(session: InspectorSession, method: string, params: object = {}): Promise<T> {
  return new Promise((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result as T))),
  );
}

/** Bytes allocated per request, in all and by the function that allocated them. */
async function bytesPerRequest(session: InspectorSession, serve: () => Promise<void>) {
  await post(session, "HeapProfiler.enable");
  await post(session, "HeapProfiler.startSampling", {
    samplingInterval: 64,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  for (let index = 0; index < SAMPLED_REQUESTS; index++) await serve();
  const { profile } = await post<{ profile: { head: AllocationNode } }>(
    session,
    "HeapProfiler.stopSampling",
  );
  const byFunction = new Map<string, number>();
  const visit = (node: AllocationNode) => {
    const { functionName, url } = node.callFrame;
    const name = `${functionName || "(anonymous)"} ${url.split("/").slice(-2).join("/")}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + node.selfSize / SAMPLED_REQUESTS);
    for (const child of node.children) visit(child);
  };
  visit(profile.head);
  const total = [...byFunction.values()].reduce((sum, bytes) => sum + bytes, 0);
  return { total, byFunction };
}

async function main(): Promise<void> {
  const sides = [
    { name: "core alone", serve: await sessionRead([]) },
    { name: "reference plugins", serve: await sessionRead(referencePlugins()) },
  ];
  for (const side of sides) for (let index = 0; index < 3_000; index++) await side.serve();
  const rounds = sides.map((): number[] => []);
  for (let round = 0; round < ROUNDS; round++) {
    const order = sides.map((_, index) => index).sort(() => Math.random() - 0.5);
    for (const index of order) rounds[index]?.push(await cpuMicrosPerRequest(sides[index]!.serve));
  }
  const session = new Session();
  session.connect();
  for (const [index, side] of sides.entries()) {
    const cpu = rounds[index] ?? [];
    const { total, byFunction } = await bytesPerRequest(session, side.serve);
    console.log(
      `${side.name.padEnd(18)} CPU µs/request p10 ${percentile(cpu, 0.1).toFixed(1)}, ` +
        `median ${median(cpu).toFixed(1)}; allocated ${total.toFixed(0)} B/request`,
    );
    if (process.argv.includes("--by-function")) {
      const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 20);
      for (const [name, bytes] of top) console.log(`  ${bytes.toFixed(0).padStart(6)} B  ${name}`);
    }
  }
  session.disconnect();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
