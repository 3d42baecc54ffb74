import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, createCluster, instanceServices } from "./instances";

// Issue 19, "several instances": two server processes on one PostgreSQL and one Redis (secondary
// storage for sessions and rate limits), as an application scales out.
const services = instanceServices();
const PASSWORD = "correct horse battery";
let ipCounter = 0;
/** A client address of its own (X-Forwarded-For, trusted by the instances), so limits don't mix. */
const freshIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function call(
  base: string,
  path: string,
  init: { body?: unknown; cookie?: string; ip?: string; method?: string } = {},
) {
  return fetch(`${base}/api/auth${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      origin: BASE_URL,
      "x-forwarded-for": init.ip ?? freshIp(),
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

async function signUp(base: string, email: string) {
  const response = await call(base, "/sign-up/email", {
    body: { name: "N", email, password: PASSWORD },
  });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

async function sessionEmail(base: string, cookie: string): Promise<string | null> {
  const response = await call(base, "/get-session", { cookie });
  const body = (await response.json()) as { user: { email: string } } | null;
  return body?.user.email ?? null;
}

// Every step is an HTTP round trip to a production-mode process hashing with real scrypt: on a
// busy 2-core machine one test has taken over 30 s.
describe.skipIf("skip" in services)(
  "two instances on one PostgreSQL and Redis",
  { timeout: 90_000 },
  () => {
    const cluster = "skip" in services ? null : createCluster(services);
    let a = "";
    let b = "";
    let killA: () => void = () => {};

    beforeAll(async () => {
      const started = await cluster;
      if (!started) return;
      const first = await started.start({ migrate: true });
      const second = await started.start();
      a = first.url;
      b = second.url;
      killA = () => first.process.kill("SIGKILL");
    }, 60_000);

    afterAll(async () => {
      await (await cluster)?.close();
    });

    it("a session made on A works on B; sign-out on A is seen by B at once", async () => {
      const cookie = await signUp(a, "both@example.com");
      expect(await sessionEmail(b, cookie)).toBe("both@example.com");
      const out = await call(a, "/sign-out", { body: {}, cookie });
      expect(out.status).toBe(200);
      expect(await sessionEmail(b, cookie)).toBeNull();
    });

    it("revoking a session on A is seen by B at once", async () => {
      await signUp(a, "revoke@example.com");
      const signIn = async (base: string) => {
        const response = await call(base, "/sign-in/email", {
          body: { email: "revoke@example.com", password: PASSWORD },
        });
        const { token } = (await response.json()) as { token: string };
        return { cookie: cookieOf(response), token };
      };
      const laptop = await signIn(a);
      const phone = await signIn(b);
      expect(await sessionEmail(b, phone.cookie)).toBe("revoke@example.com");
      const revoked = await call(a, "/revoke-session", {
        body: { token: phone.token },
        cookie: laptop.cookie,
      });
      expect(revoked.status).toBe(200);
      expect(await sessionEmail(b, phone.cookie)).toBeNull();
      expect(await sessionEmail(b, laptop.cookie)).toBe("revoke@example.com");
    });

    it("rate limits are shared: the 4th sign-in within 10 s from one client is refused, whichever instance", async () => {
      // Windows are aligned to the clock (10 s). Four attempts count together only inside one
      // window: where a busy machine makes them straddle a boundary, they go again from a fresh
      // client address (no waiting for the next boundary beforehand).
      const WINDOW_MS = 10_000;
      const windowOf = (time: number) => Math.floor(time / WINDOW_MS);
      // Rounds go on while they straddle a boundary, until shortly before the test's timeout.
      const lastRoundStart = Date.now() + 90_000;
      for (;;) {
        const ip = freshIp();
        const attempt = async (base: string) =>
          (
            await call(base, "/sign-in/email", {
              body: { email: "nobody@example.com", password: PASSWORD },
              ip,
            })
          ).status;
        const started = windowOf(Date.now());
        const statuses = [await attempt(a), await attempt(b), await attempt(a), await attempt(b)];
        if (windowOf(Date.now()) !== started && Date.now() < lastRoundStart) continue;
        expect(statuses).toEqual([401, 401, 401, 429]);
        return;
      }
    }, 120_000);

    it("killing A (SIGKILL) in the middle of sign-ups loses no acknowledged write", async () => {
      const emails = Array.from({ length: 30 }, (_, index) => `killed-${index}@example.com`);
      const acknowledged: string[] = [];
      let answered = 0;
      const attempts = emails.map(async (email) => {
        try {
          const response = await call(a, "/sign-up/email", {
            body: { name: "K", email, password: PASSWORD },
          });
          if (response.status === 200) acknowledged.push(email);
          answered++;
          if (answered === 5) killA();
        } catch {
          // The connection died with A: not acknowledged.
        }
      });
      await Promise.all(attempts);
      expect(acknowledged.length).toBeGreaterThanOrEqual(5);
      expect(acknowledged.length).toBeLessThan(emails.length);
      const stored = await (await cluster)?.storedEmails();
      for (const email of acknowledged) expect(stored?.has(email)).toBe(true);
      // B still serves every acknowledged account.
      const sample = acknowledged[0] ?? "";
      const signIn = await call(b, "/sign-in/email", {
        body: { email: sample, password: PASSWORD },
      });
      expect(signIn.status).toBe(200);
    });
  },
);

/** The cookie cache's maxAge in these instances. */
const CACHE_SECONDS = 4;

describe.skipIf("skip" in services)(
  "two instances with the session cookie cache on",
  { timeout: 90_000 },
  () => {
    const cluster = "skip" in services ? null : createCluster(services);
    let a = "";
    let b = "";

    beforeAll(async () => {
      const started = await cluster;
      if (!started) return;
      a = (await started.start({ migrate: true, cookieCacheSeconds: CACHE_SECONDS })).url;
      b = (await started.start({ cookieCacheSeconds: CACHE_SECONDS })).url;
    }, 60_000);

    afterAll(async () => {
      await (await cluster)?.close();
    });

    it("B sees a sign-out on A after at most the cache's maxAge (4 s here)", async () => {
      const cookie = await signUp(a, "cached@example.com");
      const issuedAt = Date.now();
      const out = await call(a, "/sign-out", { body: {}, cookie });
      expect(out.status).toBe(200);
      // The browser's cache cookie is self-contained: until it expires, it still answers (read
      // only while surely unexpired: a loaded machine may take seconds to get here).
      const stillCached = await sessionEmail(b, cookie);
      if (Date.now() - issuedAt < (CACHE_SECONDS - 1) * 1000)
        expect(stillCached).toBe("cached@example.com");
      await sleep(issuedAt + CACHE_SECONDS * 1000 + 500 - Date.now());
      expect(await sessionEmail(b, cookie)).toBeNull();
    });
  },
);
