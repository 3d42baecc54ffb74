import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  authFactory,
  COOKIE,
  endpointDatabases,
  lastCookie,
  PASSWORD,
  setCookies,
} from "./support";

interface SessionAnswer {
  session: { token: string; expiresAt: string };
  user: { id: string; name: string; bio?: string };
}

const T0 = new Date("2030-01-01T00:00:00.000Z").getTime();
const at = (seconds: number) => vi.setSystemTime(T0 + seconds * 1000);
const cacheOn = { session: { cookieCache: { enabled: true } } } as const;

/** Flips one character in the middle of the signed payload. */
function tamper(raw: string): string {
  const value = decodeURIComponent(raw);
  const middle = Math.floor(value.indexOf(".") / 2);
  const flipped = value[middle] === "A" ? "B" : "A";
  return encodeURIComponent(`${value.slice(0, middle)}${flipped}${value.slice(middle + 1)}`);
}

describe.each(endpointDatabases)("session cookie cache on $name", (target) => {
  const makeAuth = authFactory(target);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is off by default: no session_data cookie", async () => {
    const t = await makeAuth();
    const { response, cookies } = await t.signUp({ email: "off@example.com" });
    expect(lastCookie(response, COOKIE.data)).toBeUndefined();
    const read = await t.request("/get-session", { cookies });
    expect(lastCookie(read, COOKIE.data)).toBeUndefined();
  });

  it("sets a signed session_data cookie (HttpOnly, Lax, Max-Age 60 by default)", async () => {
    const t = await makeAuth(cacheOn);
    const { response } = await t.signUp({ email: "on@example.com" });
    const cookie = lastCookie(response, COOKIE.data);
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.attributes.get("max-age")).toBe("60");
    expect(cookie?.attributes.has("httponly")).toBe(true);
    expect(cookie?.attributes.get("samesite")).toBe("Lax");
  });

  it("follows a custom maxAge", async () => {
    const t = await makeAuth({ session: { cookieCache: { enabled: true, maxAge: 300 } } });
    const { response } = await t.signUp({ email: "max@example.com" });
    expect(lastCookie(response, COOKIE.data)?.attributes.get("max-age")).toBe("300");
  });

  it("answers from a valid cache without the database until maxAge, then re-reads it", async () => {
    const t = await makeAuth(cacheOn);
    const { cookies: first } = await t.signUp({ email: "cached@example.com" });
    const me = await t.json<SessionAnswer>("/get-session", { cookies: first });
    // Another browser of the same user revokes the first session in the database.
    const { cookies: second } = await t.signIn({ email: "cached@example.com", password: PASSWORD });
    const revoked = await t.json("/revoke-session", {
      method: "POST",
      body: { token: me.data.session.token },
      cookies: second,
    });
    expect(revoked.data).toEqual({ status: true });

    at(30);
    const cached = await t.json<SessionAnswer | null>("/get-session", { cookies: first });
    expect(cached.data?.session.token).toBe(me.data.session.token);
    // Bypassing the cache shows the truth.
    const bypass = await t.json<SessionAnswer | null>("/get-session", {
      cookies: first,
      query: { disableCookieCache: "true" },
    });
    expect(bypass.data).toBeNull();
  });

  it("re-reads the database once the cache is older than maxAge", async () => {
    const t = await makeAuth(cacheOn);
    const { cookies } = await t.signUp({ email: "stale@example.com" });
    const me = await t.json<SessionAnswer>("/get-session", { cookies });
    const ctx = await t.auth.$context;
    await ctx.internalAdapter.deleteSession(me.data.session.token);
    at(59);
    expect((await t.json("/get-session", { cookies })).data).not.toBeNull();
    at(61);
    const expired = await t.json("/get-session", { cookies });
    expect(expired.data).toBeNull();
    const cleared = setCookies(expired.response).filter(
      (cookie) => cookie.name === COOKIE.data && cookie.attributes.get("max-age") === "0",
    );
    expect(cleared.length).toBeGreaterThan(0);
  });

  it("an expired cache is cleared and the database answers (and a new cache is issued)", async () => {
    const t = await makeAuth(cacheOn);
    const { cookies } = await t.signUp({ email: "renew@example.com" });
    const staleValue = cookies.get(COOKIE.data);
    at(120);
    const { data, response } = await t.json<SessionAnswer>("/get-session", { cookies });
    expect(data.user.name).toBeTruthy();
    const lines = setCookies(response).filter((cookie) => cookie.name === COOKIE.data);
    expect(lines[0]?.attributes.get("max-age")).toBe("0");
    expect(lines.at(-1)?.value).toBeTruthy();
    expect(lines.at(-1)?.value).not.toBe(staleValue);
  });

  it("a tampered cache is cleared (Max-Age=0) and the database is used instead", async () => {
    const t = await makeAuth(cacheOn);
    const { cookies } = await t.signUp({ email: "tamper@example.com", name: "Original" });
    const me = await t.json<SessionAnswer>("/get-session", { cookies });
    cookies.set(COOKIE.data, tamper(cookies.get(COOKIE.data) ?? ""));
    const { data, response } = await t.json<SessionAnswer>("/get-session", { cookies });
    expect(data.session.token).toBe(me.data.session.token);
    const first = setCookies(response).find((cookie) => cookie.name === COOKIE.data);
    expect(first?.attributes.get("max-age")).toBe("0");

    // With the row gone, a tampered cache must not keep the session alive.
    const ctx = await t.auth.$context;
    await ctx.internalAdapter.deleteSession(me.data.session.token);
    cookies.set(COOKIE.data, tamper(cookies.get(COOKIE.data) ?? ""));
    expect((await t.json("/get-session", { cookies })).data).toBeNull();
  });

  it("a cache issued for another session token is not trusted", async () => {
    const t = await makeAuth(cacheOn);
    const { cookies: alice } = await t.signUp({ email: "alice@example.com" });
    const { cookies: bob } = await t.signUp({ email: "bob@example.com" });
    bob.set(COOKIE.data, alice.get(COOKIE.data) ?? "");
    const { data } = await t.json<SessionAnswer>("/get-session", { cookies: bob });
    expect(data.user.id).not.toBe(
      (await t.json<SessionAnswer>("/get-session", { cookies: alice })).data.user.id,
    );
    expect(
      (await t.json<{ user: { email: string } }>("/get-session", { cookies: bob })).data.user.email,
    ).toBe("bob@example.com");
  });

  it("refuses an oversize payload (> 4093 characters): no session_data cookie, session still works", async () => {
    const t = await makeAuth({
      session: { cookieCache: { enabled: true } },
      user: { additionalFields: { bio: { type: "string", required: false } } },
    });
    const bio = "x".repeat(5000);
    const { response, cookies } = await t.signUp({ email: "big@example.com", bio });
    expect(lastCookie(response, COOKIE.data)).toBeUndefined();
    const read = await t.json<SessionAnswer>("/get-session", { cookies });
    expect(read.data.user.bio).toBe(bio);
    expect(lastCookie(read.response, COOKIE.data)).toBeUndefined();
  });

  it("update-user re-issues the cache so cached reads show the new values", async () => {
    const t = await makeAuth(cacheOn);
    const { cookies } = await t.signUp({ email: "upd@example.com", name: "Before" });
    const update = await t.request("/update-user", { body: { name: "After" }, cookies });
    expect(update.status).toBe(200);
    expect(lastCookie(update, COOKIE.data)?.value).toBeTruthy();
    const { data } = await t.json<SessionAnswer>("/get-session", { cookies });
    expect(data.user.name).toBe("After");
  });
});
