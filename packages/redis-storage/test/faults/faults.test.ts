// Issue 38, "failing well": two auth instances on PostgreSQL and Redis (redisStorage), each
// dependency behind a TCP proxy that refuses, drops and stalls connections. No process dies,
// no request waits without bound, a dependency failure answers 503 with Retry-After, rate
// limits hold with Redis down, and a revoked session is never accepted again.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, createFaultCluster, faultServices, type Instance } from "./fault-cluster";

const services = faultServices();
const PASSWORD = "correct horse battery";
let ipCounter = 0;
/** A client address of its own (X-Forwarded-For, trusted by the instances), so limits don't mix. */
const freshIp = () => `203.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

interface Call {
  body?: unknown;
  cookie?: string;
  ip?: string;
}

function call(instance: Instance, path: string, init: Call = {}) {
  return fetch(`${instance.url}/api/auth${path}`, {
    method: init.body === undefined ? "GET" : "POST",
    headers: {
      origin: BASE_URL,
      "x-forwarded-for": init.ip ?? freshIp(),
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(60_000),
  });
}

/** The answer and how long it took, in ms. */
async function timed(instance: Instance, path: string, init: Call = {}) {
  const started = Date.now();
  const response = await call(instance, path, init);
  await response.text();
  return { status: response.status, headers: response.headers, ms: Date.now() - started };
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

async function signUp(instance: Instance, email: string): Promise<string> {
  const response = await call(instance, "/sign-up/email", {
    body: { name: "N", email, password: PASSWORD },
  });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

async function signIn(instance: Instance, email: string): Promise<string> {
  const response = await call(instance, "/sign-in/email", { body: { email, password: PASSWORD } });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

async function sessionOf(instance: Instance, cookie: string): Promise<unknown> {
  const response = await call(instance, "/get-session", { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

/** Retries until the instance answers /ok with 200 (its dependencies back), for at most 30 s. */
async function recovered(instance: Instance): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const email = `probe-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await call(instance, "/sign-up/email", {
      body: { name: "P", email, password: PASSWORD },
    }).catch(() => null);
    if (response?.status === 200) return;
    await sleep(250);
  }
  throw new Error("the instance did not recover within 30 s");
}

describe.skipIf("skip" in services)(
  "faults: two instances on postgres and redis through a proxy",
  () => {
    const cluster = "skip" in services ? null : createFaultCluster(services);
    let a: Instance;
    let b: Instance;
    const exits: string[] = [];

    beforeAll(async () => {
      const started = await cluster;
      if (!started) return;
      a = await started.start({ migrate: true });
      b = await started.start();
      for (const [name, instance] of [
        ["A", a],
        ["B", b],
      ] as const) {
        instance.process.on("exit", (code, signal) =>
          exits.push(`${name} exited (${code ?? signal}): ${instance.stderr()}`),
        );
      }
    }, 120_000);

    afterEach(async () => {
      const started = await cluster;
      started?.postgres.heal();
      started?.redis.heal();
      // Every test ends with both processes alive: nothing a fault did killed one.
      expect(exits).toEqual([]);
    });

    afterAll(async () => {
      await (await cluster)?.close();
    });

    it("sign-out on one instance racing get-session on the other never resurrects the session (50 tries)", async () => {
      const email = "race@example.com";
      await signUp(a, email);
      let resurrected = 0;
      for (let attempt = 0; attempt < 50; attempt++) {
        const cookie = await signIn(a, email);
        const [signOut] = await Promise.all([
          call(a, "/sign-out", { body: {}, cookie }),
          call(b, "/get-session", { cookie }),
          sleep(attempt % 5).then(() => call(b, "/get-session", { cookie })),
        ]);
        expect(signOut.status).toBe(200);
        for (const instance of [a, b]) {
          if ((await sessionOf(instance, cookie)) !== null) resurrected++;
        }
      }
      expect(resurrected).toBe(0);
    }, 180_000);

    it("neither process crashes when Redis and PostgreSQL drop their connections", async () => {
      const started = await cluster;
      if (!started) return;
      const cookie = await signUp(a, "drop@example.com");
      const logBefore = a.stderr().length;
      started.redis.drop();
      started.postgres.drop();
      started.redis.refuse();
      started.postgres.refuse();
      // Requests during the outage answer (503s, mostly) rather than kill anything.
      await Promise.all([timed(a, "/ok"), timed(b, "/get-session", { cookie })]);
      await sleep(1500);
      started.redis.heal();
      started.postgres.heal();
      await recovered(a);
      await recovered(b);
      // Each outage is logged once, not once per request or reconnect attempt.
      const outageLog = a.stderr().slice(logBefore);
      const count = (pattern: RegExp) => outageLog.match(pattern)?.length ?? 0;
      expect(count(/PostgreSQL connection failed/g)).toBe(1);
      expect(count(/Redis is unreachable/g)).toBe(1);
      expect(count(/secondary storage failed/g)).toBe(1);
      expect(a.stderr()).not.toMatch(/Unhandled|uncaught/i);
      expect(b.stderr()).not.toMatch(/Unhandled|uncaught/i);
    }, 120_000);

    it("answers 503 with Retry-After while PostgreSQL is unreachable", async () => {
      const started = await cluster;
      if (!started) return;
      await signUp(a, "pg-down@example.com");
      started.postgres.refuse();
      started.postgres.drop();
      const answer = await call(a, "/sign-in/email", {
        body: { email: "pg-down@example.com", password: PASSWORD },
      });
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(((await answer.json()) as { code: string }).code).toBe(
        "SERVICE_TEMPORARILY_UNAVAILABLE",
      );
      started.postgres.heal();
      await recovered(a);
    }, 120_000);

    it("still answers 429 by the sixth wrong password while Redis is down (no failing open)", async () => {
      const started = await cluster;
      if (!started) return;
      await signUp(a, "limited@example.com");
      started.redis.refuse();
      started.redis.drop();
      const ip = freshIp();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const answer = await call(a, "/sign-in/email", {
          body: { email: "limited@example.com", password: "wrong password!" },
          ip,
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.at(-1)).toBe(429);
    }, 60_000);

    it("a sign-out during a Redis partition does not leave a usable session behind", async () => {
      const started = await cluster;
      if (!started) return;
      const cookie = await signUp(a, "partition@example.com");
      // Cached in Redis by a read on the other instance.
      expect(await sessionOf(b, cookie)).not.toBeNull();
      started.redis.refuse();
      started.redis.drop();
      const during = await call(a, "/sign-out", { body: {}, cookie });
      // Not a success: the revocation could not reach the cache, so it is refused, to be retried.
      expect(during.status).toBe(503);
      expect(during.headers.get("retry-after")).toMatch(/^\d+$/);
      started.redis.heal();
      // Retried until it answers 200 (Redis reconnecting); after that, no instance accepts it.
      const deadline = Date.now() + 30_000;
      let status = 0;
      while (status !== 200 && Date.now() < deadline) {
        status = (await call(a, "/sign-out", { body: {}, cookie })).status;
        if (status !== 200) await sleep(250);
      }
      expect(status).toBe(200);
      expect(await sessionOf(a, cookie)).toBeNull();
      expect(await sessionOf(b, cookie)).toBeNull();
    }, 120_000);

    it("timeouts bound every request, /ok included, while Redis stalls", async () => {
      const started = await cluster;
      if (!started) return;
      const cookie = await signUp(a, "redis-stall@example.com");
      started.redis.stall();
      const answers = await Promise.all([
        timed(a, "/ok"),
        timed(b, "/ok"),
        timed(b, "/get-session", { cookie }),
        timed(a, "/sign-in/email", {
          body: { email: "redis-stall@example.com", password: PASSWORD },
        }),
      ]);
      for (const answer of answers) expect(answer.ms).toBeLessThan(10_000);
      // Storage timeouts: the database answers the session, memory counts the limits.
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    }, 60_000);

    it("timeouts bound every request while PostgreSQL stalls, and it answers 503", async () => {
      const started = await cluster;
      if (!started) return;
      started.postgres.stall();
      const answers = await Promise.all([
        timed(a, "/sign-up/email", {
          body: { name: "S", email: "pg-stall@example.com", password: PASSWORD },
        }),
        timed(b, "/ok"),
      ]);
      const [signUpAnswer, ok] = answers;
      // pg's defaults set by createAuth: 5 s to get a connection, 12 s for an answer.
      expect(signUpAnswer?.ms).toBeLessThan(25_000);
      expect(signUpAnswer?.status).toBe(503);
      expect(signUpAnswer?.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(ok?.status).toBe(200);
      started.postgres.heal();
      await recovered(a);
    }, 120_000);
  },
);
