// get-session remembers two things between requests: cookie-cache entries it already verified and
// parsed, and the JSON text of each session's last answer. These tests pin that what it answers
// is always what it would answer without them.
import type { GlobalHooks } from "@tollgate/auth-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authFactory, endpointDatabases } from "./support";

interface SessionAnswer {
  session: { token: string; expiresAt: string };
  user: { id: string; name: string; email: string } & Record<string, unknown>;
}

const T0 = new Date("2030-01-01T00:00:00.000Z").getTime();
const cacheOn = { session: { cookieCache: { enabled: true } } } as const;

describe.each(endpointDatabases)("get-session's memos on $name", (target) => {
  const makeAuth = authFactory(target);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("hands each caller its own copy of a cached session: editing one never reaches the next", async () => {
    const t = await makeAuth(cacheOn);
    const { cookies } = await t.signUp({ email: "copy@example.com", name: "Ada" });
    const headers = new Headers({ cookie: cookies.header() ?? "" });
    const first = await t.auth.api.getSession({ headers });
    if (!first) throw new Error("expected a session");
    const createdAt = first.user.createdAt.getTime();
    first.user.name = "Edited";
    first.user.createdAt.setTime(0);
    const second = await t.auth.api.getSession({ headers });
    expect(second?.user.name).toBe("Ada");
    expect(second?.user.createdAt.getTime()).toBe(createdAt);
    const { data } = await t.json<SessionAnswer>("/get-session", { cookies });
    expect(data.user.name).toBe("Ada");
  });

  it("still lets a remembered cache entry expire after maxAge", async () => {
    const t = await makeAuth(cacheOn);
    const { cookies } = await t.signUp({ email: "expire@example.com" });
    // Read twice so the entry is remembered, then revoke the session in the database.
    await t.json("/get-session", { cookies });
    const { data } = await t.json<SessionAnswer>("/get-session", { cookies });
    const context = await t.auth.$context;
    await context.internalAdapter.deleteSession(data.session.token);
    vi.setSystemTime(T0 + 30_000);
    expect((await t.json<SessionAnswer | null>("/get-session", { cookies })).data).not.toBeNull();
    vi.setSystemTime(T0 + 61_000);
    expect((await t.json<SessionAnswer | null>("/get-session", { cookies })).data).toBeNull();
  });

  it("answers a changed user with the new values, not the last answer's text (no cache)", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "change@example.com", name: "Before" });
    expect((await t.json<SessionAnswer>("/get-session", { cookies })).data.user.name).toBe(
      "Before",
    );
    expect((await t.request("/update-user", { body: { name: "After" }, cookies })).status).toBe(
      200,
    );
    const after = await t.json<SessionAnswer>("/get-session", { cookies });
    expect(after.data.user.name).toBe("After");
    const again = await t.request("/get-session", { cookies });
    expect(JSON.parse(await again.text())).toEqual(after.data);
  });

  it("writes exactly JSON.stringify of the answer, repeated reads included", async () => {
    const t = await makeAuth({
      user: {
        additionalFields: {
          settings: { type: "json", required: false },
          tags: { type: "string[]", required: false },
        },
      },
    });
    const { cookies } = await t.signUp({
      email: "exact@example.com",
      settings: { theme: "dark", sizes: [1, 2] },
      tags: ["a", "b"],
    });
    const context = await t.auth.$context;
    const token = (await t.json<SessionAnswer>("/get-session", { cookies })).data.session.token;
    const found = await context.internalAdapter.findSession(token);
    const expected = JSON.stringify(found);
    for (let read = 0; read < 3; read++) {
      expect(await (await t.request("/get-session", { cookies })).text()).toBe(expected);
    }
  });

  it("writes what an after hook changed in place, on every request", async () => {
    let hookRuns = 0;
    const hooks: GlobalHooks = {
      after: (context) => {
        if (context.path !== "/get-session") return;
        const returned = context.returned as SessionAnswer | null;
        if (!returned) return;
        hookRuns++;
        returned.user.name = `seen ${hookRuns}`;
        returned.user.extra = hookRuns;
      },
    };
    const t = await makeAuth({ hooks });
    const { cookies } = await t.signUp({ email: "hook@example.com", name: "Plain" });
    for (let read = 1; read <= 3; read++) {
      const { data } = await t.json<SessionAnswer>("/get-session", { cookies });
      expect(data.user.name).toBe(`seen ${hookRuns}`);
      expect(data.user.extra).toBe(hookRuns);
    }
    expect(hookRuns).toBe(3);
  });

  it("writes an answer an after hook grew by a key", async () => {
    const hooks: GlobalHooks = {
      after: (context) => {
        const returned = context.returned as (SessionAnswer & { plan?: string }) | null;
        if (context.path === "/get-session" && returned) returned.plan = "pro";
      },
    };
    const t = await makeAuth({ hooks });
    const { cookies } = await t.signUp({ email: "grow@example.com" });
    for (let read = 0; read < 2; read++) {
      const { data } = await t.json<SessionAnswer & { plan: string }>("/get-session", { cookies });
      expect(data.plan).toBe("pro");
    }
  });
});
