import { createTestAuth } from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authFactory, endpointDatabases, PASSWORD } from "./support";

const ipHeaders = { advanced: { ipAddress: { ipAddressHeaders: ["x-forwarded-for"] } } };
const signInBody = { email: "nobody@example.com", password: PASSWORD };

describe.each(endpointDatabases)("rate limiting on $name", (target) => {
  const makeAuth = authFactory(target);
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers the 4th sign-in within 10 s with 429 TOO_MANY_REQUESTS and Retry-After", async () => {
    const t = await makeAuth({ rateLimit: { enabled: true } });
    for (let i = 0; i < 3; i++) {
      const { status } = await t.json("/sign-in/email", { body: signInBody, cookies: null });
      expect(status).toBe(401);
    }
    const { status, data, response } = await t.json("/sign-in/email", {
      body: signInBody,
      cookies: null,
    });
    expect(status).toBe(429);
    expect(data).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(10);
  });

  it("limits sign-up to 3 per 10 s as well", async () => {
    const t = await makeAuth({ rateLimit: { enabled: true } });
    for (let i = 0; i < 3; i++) {
      const { status } = await t.json("/sign-up/email", {
        body: { name: "x", email: `rl${i}@example.com`, password: PASSWORD },
        cookies: null,
      });
      expect(status).toBe(200);
    }
    const { status } = await t.json("/sign-up/email", {
      body: { name: "x", email: "rl4@example.com", password: PASSWORD },
      cookies: null,
    });
    expect(status).toBe(429);
  });
});

describe("rate limiting (no database involved)", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it("is off by default outside production", async () => {
    const t = await createTestAuth();
    for (let i = 0; i < 5; i++) {
      const { status } = await t.json("/sign-in/email", { body: signInBody, cookies: null });
      expect(status).toBe(401);
    }
  });

  it("is on by default in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const t = await createTestAuth();
    for (let i = 0; i < 3; i++) await t.json("/sign-in/email", { body: signInBody, cookies: null });
    const { status } = await t.json("/sign-in/email", { body: signInBody, cookies: null });
    expect(status).toBe(429);
  });

  it("allows 100 requests per 10 s on other paths, refuses the 101st", async () => {
    const t = await createTestAuth({ rateLimit: { enabled: true } });
    for (let i = 0; i < 100; i++) {
      const response = await t.request("/ok", { cookies: null });
      expect(response.status).toBe(200);
    }
    const response = await t.request("/ok", { cookies: null });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBeTruthy();
  });

  it("counts each path separately", async () => {
    const t = await createTestAuth({ rateLimit: { enabled: true } });
    for (let i = 0; i < 4; i++) await t.json("/sign-in/email", { body: signInBody, cookies: null });
    expect((await t.request("/ok", { cookies: null })).status).toBe(200);
    expect((await t.request("/get-session", { cookies: null })).status).toBe(200);
  });

  it("applies window and max options as the default rule", async () => {
    const t = await createTestAuth({ rateLimit: { enabled: true, window: 60, max: 2 } });
    expect((await t.request("/ok", { cookies: null })).status).toBe(200);
    expect((await t.request("/ok", { cookies: null })).status).toBe(200);
    const third = await t.request("/ok", { cookies: null });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(10);
  });

  it("applies customRules, including false to disable a path", async () => {
    const t = await createTestAuth({
      rateLimit: {
        enabled: true,
        customRules: { "/ok": { window: 10, max: 1 }, "/sign-in/*": false },
      },
    });
    expect((await t.request("/ok", { cookies: null })).status).toBe(200);
    expect((await t.request("/ok", { cookies: null })).status).toBe(429);
    for (let i = 0; i < 6; i++) {
      const { status } = await t.json("/sign-in/email", { body: signInBody, cookies: null });
      expect(status).toBe(401);
    }
  });

  it("keeps separate counters per client IP from a trusted header", async () => {
    const t = await createTestAuth({ rateLimit: { enabled: true }, ...ipHeaders });
    const from = (ip: string) => ({
      body: signInBody,
      cookies: null,
      headers: { "x-forwarded-for": ip },
    });
    for (let i = 0; i < 3; i++) await t.json("/sign-in/email", from("198.51.100.1"));
    expect((await t.json("/sign-in/email", from("198.51.100.1"))).status).toBe(429);
    expect((await t.json("/sign-in/email", from("198.51.100.2"))).status).toBe(401);
  });

  it("does not let a client choose its bucket with a forged first hop of a forwarded chain", async () => {
    // The proxy appends the address it saw; the client wrote everything left of it.
    const t = await createTestAuth({ rateLimit: { enabled: true }, ...ipHeaders });
    const forged = (i: number) => ({
      body: signInBody,
      cookies: null,
      headers: { "x-forwarded-for": `203.0.113.${i}, 198.51.100.7` },
    });
    for (let i = 0; i < 3; i++) await t.json("/sign-in/email", forged(i));
    expect((await t.json("/sign-in/email", forged(99))).status).toBe(429);
  });

  it("walks a forwarded chain from the right past trustedProxies to the client", async () => {
    const t = await createTestAuth({
      rateLimit: { enabled: true },
      advanced: {
        ipAddress: { ipAddressHeaders: ["x-forwarded-for"], trustedProxies: ["10.0.0.0/8"] },
      },
    });
    const chain = (forged: number, client: string) => ({
      body: signInBody,
      cookies: null,
      headers: { "x-forwarded-for": `203.0.113.${forged}, ${client}, 10.1.2.3, 10.0.0.1` },
    });
    for (let i = 0; i < 3; i++) await t.json("/sign-in/email", chain(i, "198.51.100.1"));
    expect((await t.json("/sign-in/email", chain(9, "198.51.100.1"))).status).toBe(429);
    expect((await t.json("/sign-in/email", chain(9, "198.51.100.2"))).status).toBe(401);
  });

  it("counts IPv6 clients per /64 (advanced.ipAddress.ipv6Subnet)", async () => {
    const t = await createTestAuth({
      rateLimit: { enabled: true },
      advanced: { ipAddress: { ipAddressHeaders: ["x-real-ip"] } },
    });
    const from = (ip: string) => ({
      body: signInBody,
      cookies: null,
      headers: { "x-real-ip": ip },
    });
    for (let i = 1; i <= 3; i++) await t.json("/sign-in/email", from(`2001:db8:1:2::${i}`));
    expect((await t.json("/sign-in/email", from("2001:db8:1:2:ffff::9"))).status).toBe(429);
    expect((await t.json("/sign-in/email", from("2001:db8:1:3::1"))).status).toBe(401);
  });

  it("ignores an IP header that is not configured as trusted", async () => {
    const t = await createTestAuth({ rateLimit: { enabled: true } });
    const from = (ip: string) => ({
      body: signInBody,
      cookies: null,
      headers: { "x-forwarded-for": ip },
    });
    for (let i = 0; i < 3; i++) await t.json("/sign-in/email", from(`203.0.113.${i}`));
    // Spoofing a new address does not escape the limit.
    expect((await t.json("/sign-in/email", from("203.0.113.99"))).status).toBe(429);
  });

  it("opens a new window once the old one has passed (fake Date)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
    const t = await createTestAuth({ rateLimit: { enabled: true } });
    for (let i = 0; i < 3; i++) await t.json("/sign-in/email", { body: signInBody, cookies: null });
    expect((await t.json("/sign-in/email", { body: signInBody, cookies: null })).status).toBe(429);
    vi.setSystemTime(new Date("2030-01-01T00:00:09Z"));
    expect((await t.json("/sign-in/email", { body: signInBody, cookies: null })).status).toBe(429);
    vi.setSystemTime(new Date("2030-01-01T00:00:10.001Z"));
    expect((await t.json("/sign-in/email", { body: signInBody, cookies: null })).status).toBe(401);
  });

  it("Retry-After counts down to the end of the window (fake Date)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
    const t = await createTestAuth({ rateLimit: { enabled: true } });
    for (let i = 0; i < 3; i++) await t.json("/sign-in/email", { body: signInBody, cookies: null });
    vi.setSystemTime(new Date("2030-01-01T00:00:04Z"));
    const { response } = await t.json("/sign-in/email", { body: signInBody, cookies: null });
    expect(response.headers.get("retry-after")).toBe("6");
  });

  it("applies a plugin's rateLimit rule", async () => {
    const t = await createTestAuth({
      rateLimit: { enabled: true },
      plugins: [
        {
          id: "limits",
          rateLimit: [{ pathMatcher: (path: string) => path === "/ok", window: 10, max: 2 }],
        },
      ],
    });
    expect((await t.request("/ok", { cookies: null })).status).toBe(200);
    expect((await t.request("/ok", { cookies: null })).status).toBe(200);
    expect((await t.request("/ok", { cookies: null })).status).toBe(429);
  });
});
