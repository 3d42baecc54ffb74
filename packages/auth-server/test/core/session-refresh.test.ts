import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  authFactory,
  COOKIE,
  DAY,
  endpointDatabases,
  lastCookie,
  PASSWORD,
  setCookies,
} from "./support";

interface SessionAnswer {
  session: { token: string; expiresAt: string; updatedAt: string };
  user: { id: string };
}

const T0 = new Date("2030-01-01T00:00:00.000Z").getTime();
const at = (seconds: number) => vi.setSystemTime(T0 + seconds * 1000);

describe.each(endpointDatabases)("session refresh, expiry and freshness on $name", (target) => {
  const makeAuth = authFactory(target);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe("refresh (updateAge)", () => {
    it("does not touch a session read outside the update window", async () => {
      const t = await makeAuth();
      const { cookies } = await t.signUp({ email: "r1@example.com" });
      at(5 * DAY);
      const { data, response } = await t.json<SessionAnswer>("/get-session", { cookies });
      expect(Date.parse(data.session.expiresAt)).toBe(T0 + 7 * DAY * 1000);
      expect(lastCookie(response, COOKIE.token)).toBeUndefined();
    });

    it("extends a session read within updateAge of expiry and re-sends its cookie", async () => {
      const t = await makeAuth();
      const { cookies } = await t.signUp({ email: "r2@example.com" });
      const before = cookies.get(COOKIE.token);
      const readAt = 6 * DAY + 3600;
      at(readAt);
      const { data, response } = await t.json<SessionAnswer>("/get-session", { cookies });
      expect(Date.parse(data.session.expiresAt)).toBe(T0 + (readAt + 7 * DAY) * 1000);
      const resent = lastCookie(response, COOKIE.token);
      expect(resent?.value).toBe(before);
      expect(resent?.attributes.get("max-age")).toBe(String(7 * DAY));
      // Stored, not only answered.
      const ctx = await t.auth.$context;
      const stored = await ctx.internalAdapter.findSession(data.session.token);
      expect(stored?.session.expiresAt.getTime()).toBe(T0 + (readAt + 7 * DAY) * 1000);
      // Still valid after the original expiry.
      at(7 * DAY + 60);
      const later = await t.json<SessionAnswer | null>("/get-session", { cookies });
      expect(later.data?.session.token).toBe(data.session.token);
    });

    it("honours custom expiresIn and updateAge", async () => {
      const t = await makeAuth({ session: { expiresIn: 3600, updateAge: 600 } });
      const { cookies } = await t.signUp({ email: "r3@example.com" });
      at(2000);
      const early = await t.json<SessionAnswer>("/get-session", { cookies });
      expect(Date.parse(early.data.session.expiresAt)).toBe(T0 + 3600 * 1000);
      at(3100);
      const late = await t.json<SessionAnswer>("/get-session", { cookies });
      expect(Date.parse(late.data.session.expiresAt)).toBe(T0 + (3100 + 3600) * 1000);
    });

    it("never refreshes a rememberMe: false session (dont_remember cookie)", async () => {
      const t = await makeAuth();
      await t.signUp({ email: "r4@example.com" });
      const { cookies } = await t.signIn({
        email: "r4@example.com",
        password: PASSWORD,
        rememberMe: false,
      });
      expect(cookies.get(COOKIE.dontRemember)).toBeTruthy();
      // A don't-remember session lives one day, so it is inside the update window at once.
      at(3600);
      const { data, response } = await t.json<SessionAnswer>("/get-session", { cookies });
      expect(Date.parse(data.session.expiresAt)).toBe(T0 + DAY * 1000);
      expect(lastCookie(response, COOKIE.token)).toBeUndefined();
    });

    it("never refreshes with session.disableSessionRefresh", async () => {
      const t = await makeAuth({ session: { disableSessionRefresh: true } });
      const { cookies } = await t.signUp({ email: "r5@example.com" });
      at(6 * DAY + 3600);
      const { data, response } = await t.json<SessionAnswer>("/get-session", { cookies });
      expect(Date.parse(data.session.expiresAt)).toBe(T0 + 7 * DAY * 1000);
      expect(lastCookie(response, COOKIE.token)).toBeUndefined();
    });

    it("does not refresh with ?disableRefresh=true over HTTP", async () => {
      const t = await makeAuth();
      const { cookies } = await t.signUp({ email: "r6@example.com" });
      at(6 * DAY + 3600);
      const { data, response } = await t.json<SessionAnswer>("/get-session", {
        cookies,
        query: { disableRefresh: "true" },
      });
      expect(Date.parse(data.session.expiresAt)).toBe(T0 + 7 * DAY * 1000);
      expect(lastCookie(response, COOKIE.token)).toBeUndefined();
      // Without the flag the same read refreshes (so the flag is what prevented it).
      const refreshed = await t.json<SessionAnswer>("/get-session", { cookies });
      expect(Date.parse(refreshed.data.session.expiresAt)).toBeGreaterThan(T0 + 7 * DAY * 1000);
    });

    it("does not refresh with disableRefresh: true through auth.api", async () => {
      const t = await makeAuth();
      const { cookies } = await t.signUp({ email: "r7@example.com" });
      at(6 * DAY + 3600);
      const result = await t.auth.api.getSession({
        headers: { cookie: cookies.header() ?? "" },
        query: { disableRefresh: true },
      });
      expect(result?.session.expiresAt.getTime()).toBe(T0 + 7 * DAY * 1000);
    });
  });

  describe("expiry", () => {
    it("answers null for an expired session, deletes its row and clears every cookie", async () => {
      const t = await makeAuth();
      const { cookies } = await t.signUp({ email: "e1@example.com" });
      const me = await t.json<SessionAnswer>("/get-session", { cookies });
      at(7 * DAY + 1);
      const { status, data, response } = await t.json("/get-session", { cookies });
      expect(status).toBe(200);
      expect(data).toBeNull();
      const cleared = setCookies(response)
        .filter((cookie) => cookie.attributes.get("max-age") === "0")
        .map((cookie) => cookie.name);
      expect(cleared).toEqual(
        expect.arrayContaining([COOKIE.token, COOKIE.data, COOKIE.dontRemember]),
      );
      const ctx = await t.auth.$context;
      expect(await ctx.internalAdapter.findSession(me.data.session.token)).toBeNull();
    });

    it("leaves an expired session out of list-sessions of the same user", async () => {
      const t = await makeAuth();
      await t.signUp({ email: "e2@example.com" });
      const { cookies: shortLived } = await t.signIn({
        email: "e2@example.com",
        password: PASSWORD,
        rememberMe: false,
      });
      const short = await t.json<SessionAnswer>("/get-session", { cookies: shortLived });
      at(DAY + 60);
      const { cookies: fresh } = await t.signIn({ email: "e2@example.com", password: PASSWORD });
      const listed = await t.json<{ token: string }[]>("/list-sessions", { cookies: fresh });
      expect(listed.data.map((session) => session.token)).not.toContain(short.data.session.token);
      expect(listed.data.length).toBe(2);
    });

    it("answers 401 on a session-required endpoint once the session expired", async () => {
      const t = await makeAuth();
      const { cookies } = await t.signUp({ email: "e3@example.com" });
      at(7 * DAY + 1);
      const { status, data } = await t.json("/list-sessions", { cookies });
      expect(status).toBe(401);
      expect(data).toMatchObject({ code: "NOT_AUTHENTICATED" });
    });
  });

  describe("freshness (freshAge)", () => {
    it("allows revoke-other-sessions within freshAge (1 day by default)", async () => {
      const t = await makeAuth();
      const { cookies } = await t.signUp({ email: "f1@example.com" });
      at(DAY - 60);
      const { status, data } = await t.json("/revoke-other-sessions", {
        method: "POST",
        body: {},
        cookies,
      });
      expect(status).toBe(200);
      expect(data).toEqual({ status: true });
    });

    it("refuses revoke-* with 403 SESSION_NOT_FRESH when updated longer than freshAge ago", async () => {
      const t = await makeAuth();
      const { cookies } = await t.signUp({ email: "f2@example.com" });
      const me = await t.json<SessionAnswer>("/get-session", { cookies });
      at(DAY + 60);
      for (const [path, body] of [
        ["/revoke-session", { token: me.data.session.token }],
        ["/revoke-sessions", {}],
        ["/revoke-other-sessions", {}],
      ] as const) {
        const { status, data } = await t.json(path, { method: "POST", body, cookies });
        expect(status).toBe(403);
        expect(data).toEqual({ code: "SESSION_NOT_FRESH", message: "Session is not fresh" });
      }
      const ctx = await t.auth.$context;
      expect(await ctx.internalAdapter.findSession(me.data.session.token)).not.toBeNull();
    });

    it("treats freshAge 0 as always fresh", async () => {
      const t = await makeAuth({ session: { freshAge: 0 } });
      const { cookies } = await t.signUp({ email: "f3@example.com" });
      at(5 * DAY);
      const { status } = await t.json("/revoke-other-sessions", {
        method: "POST",
        body: {},
        cookies,
      });
      expect(status).toBe(200);
    });

    it("applies a custom freshAge", async () => {
      const t = await makeAuth({ session: { freshAge: 60 } });
      const { cookies } = await t.signUp({ email: "f4@example.com" });
      at(59);
      expect(
        (await t.json("/revoke-other-sessions", { method: "POST", body: {}, cookies })).status,
      ).toBe(200);
      at(61);
      expect(
        (await t.json("/revoke-other-sessions", { method: "POST", body: {}, cookies })).status,
      ).toBe(403);
    });

    it("a refresh makes the session fresh again", async () => {
      const t = await makeAuth();
      const { cookies } = await t.signUp({ email: "f5@example.com" });
      at(6 * DAY + 3600);
      await t.json("/get-session", { cookies });
      const { status } = await t.json("/revoke-other-sessions", {
        method: "POST",
        body: {},
        cookies,
      });
      expect(status).toBe(200);
    });
  });
});
