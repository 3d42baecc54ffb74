// Sessions cached in secondary storage: the database stays the record, every instance that
// shares the storage sees a change at once, and what is cached is never what the database no
// longer says.
import type { SecondaryStorage } from "@tollgate/auth-server";
import {
  CookieCarrier,
  createTestAuth,
  type TestSecondaryStorage,
  testSecondaryStorages,
} from "@tollgate/auth-server/testing";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";

const PASSWORD = "correct horse battery";
const KEY = "tollgate:session:";

interface SessionAnswer {
  session: { token: string; expiresAt: string };
  user: { name: string; email: string };
}

/** The browser's cookies as they are now (a later answer may clear the original's). */
function copyOf(cookies: CookieCarrier): CookieCarrier {
  const copy = new CookieCarrier();
  for (const name of cookies.names()) copy.set(name, cookies.get(name) ?? "");
  return copy;
}

/** Storage that records the ttl of every write. */
function recordingTtls(storage: SecondaryStorage) {
  const ttls: (number | undefined)[] = [];
  const recording: SecondaryStorage = {
    get: (key) => storage.get(key),
    set: (key, value, ttl) => {
      ttls.push(ttl);
      return storage.set(key, value, ttl);
    },
    delete: (key) => storage.delete(key),
  };
  return { recording, ttls };
}

describe.each(testSecondaryStorages())("sessions in secondary storage ($name)", (target) => {
  const opened: TestSecondaryStorage[] = [];
  afterEach(async () => {
    vi.useRealTimers();
    for (const storage of opened.splice(0)) await storage.close();
  });

  /** Two server instances on one database and one secondary storage. */
  async function twoInstances(options: object = {}) {
    const shared = await target.open();
    opened.push(shared);
    const database = new Database(":memory:");
    const common = {
      database,
      secondaryStorage: shared.storage,
      user: { deleteUser: { enabled: true } },
      ...options,
    };
    const a = await createTestAuth(common);
    const b = await createTestAuth(common);
    return { a, b, shared, database };
  }

  it("answers a read from storage once the first read cached it", async () => {
    const { a, shared, database } = await twoInstances();
    const { cookies } = await a.signUp({ email: "cache@example.com", password: PASSWORD });
    const first = await a.json<SessionAnswer>("/get-session", { cookies });
    expect(await shared.keys()).toContain(`${KEY}${first.data.session.token}`);
    // Remove the row behind the server's back: the cached entry still answers.
    database.prepare("delete from session").run();
    const second = await a.json<SessionAnswer>("/get-session", { cookies });
    expect(second.data).toEqual(first.data);
  });

  it("regression (issue 38): a read that stores a session just after another instance signed it out does not bring it back", async () => {
    const shared = await target.open();
    opened.push(shared);
    // Instance B's read has taken the row from the database; before it stores it, A signs out.
    let signOutFirst: (() => Promise<unknown>) | null = null;
    const racing: SecondaryStorage = {
      get: (key) => shared.storage.get(key),
      set: (key, value, ttl) => shared.storage.set(key, value, ttl),
      delete: (key) => shared.storage.delete(key),
      async setIfAbsent(key, value, ttl) {
        const run = signOutFirst;
        signOutFirst = null;
        if (run) await run();
        return (await shared.storage.setIfAbsent?.(key, value, ttl)) ?? false;
      },
    };
    const database = new Database(":memory:");
    const a = await createTestAuth({ database, secondaryStorage: shared.storage });
    const b = await createTestAuth({ database, secondaryStorage: racing });
    const { cookies } = await a.signUp({ email: "race@example.com", password: PASSWORD });
    const stale = copyOf(cookies);
    signOutFirst = async () => {
      expect((await a.request("/sign-out", { body: {}, cookies })).status).toBe(200);
    };
    // B answers what it read (the sign-out had not answered when it started)...
    expect((await b.json<SessionAnswer>("/get-session", { cookies: stale })).data).not.toBeNull();
    expect(signOutFirst).toBeNull();
    // ...but stored nothing: neither instance accepts the session afterwards.
    expect((await b.json("/get-session", { cookies: copyOf(stale) })).data).toBeNull();
    expect((await a.json("/get-session", { cookies: copyOf(stale) })).data).toBeNull();
  });

  it("ends a session signed out on one instance on every other", async () => {
    const { a, b } = await twoInstances();
    const { cookies } = await a.signUp({ email: "out@example.com", password: PASSWORD });
    const signedIn = copyOf(cookies);
    expect((await b.json<SessionAnswer>("/get-session", { cookies })).data).not.toBeNull();
    expect((await a.request("/sign-out", { body: {}, cookies })).status).toBe(200);
    // sign-out cleared this browser's cookies; replay the signed-out token on the other instance.
    expect((await b.json("/get-session", { cookies: signedIn })).data).toBeNull();
  });

  it("shows a user's new values on every instance after update-user", async () => {
    const { a, b } = await twoInstances();
    const { cookies } = await a.signUp({ email: "upd@example.com", name: "Before" });
    expect((await b.json<SessionAnswer>("/get-session", { cookies })).data.user.name).toBe(
      "Before",
    );
    await a.request("/update-user", { body: { name: "After" }, cookies });
    expect((await b.json<SessionAnswer>("/get-session", { cookies })).data.user.name).toBe("After");
  });

  it("forgets sessions revoked by revoke-session, revoke-other-sessions and revoke-sessions", async () => {
    const { a, b } = await twoInstances();
    await a.signUp({ email: "rev@example.com", password: PASSWORD });
    const browsers = [];
    for (let index = 0; index < 4; index++) {
      const { cookies } = await a.signIn({ email: "rev@example.com", password: PASSWORD });
      const read = await b.json<SessionAnswer>("/get-session", { cookies });
      browsers.push({ cookies, token: read.data.session.token });
    }
    const [one, two, three, four] = browsers as [
      (typeof browsers)[0],
      (typeof browsers)[0],
      (typeof browsers)[0],
      (typeof browsers)[0],
    ];
    await a.request("/revoke-session", { body: { token: two.token }, cookies: one.cookies });
    expect((await b.json("/get-session", { cookies: two.cookies })).data).toBeNull();
    await a.request("/revoke-other-sessions", { body: {}, cookies: one.cookies });
    expect((await b.json("/get-session", { cookies: three.cookies })).data).toBeNull();
    expect((await b.json("/get-session", { cookies: four.cookies })).data).toBeNull();
    expect((await b.json("/get-session", { cookies: one.cookies })).data).not.toBeNull();
    await a.request("/revoke-sessions", { body: {}, cookies: one.cookies });
    expect((await b.json("/get-session", { cookies: one.cookies })).data).toBeNull();
  });

  it("forgets a deleted user's sessions", async () => {
    const { a, b } = await twoInstances();
    const { cookies } = await a.signUp({ email: "del@example.com", password: PASSWORD });
    const replay = copyOf(cookies);
    await b.json("/get-session", { cookies });
    const deleted = await a.request("/delete-user", { body: { password: PASSWORD }, cookies });
    expect(deleted.status).toBe(200);
    expect((await b.json("/get-session", { cookies: replay })).data).toBeNull();
  });

  it("reads a refreshed session anew, with its new expiry", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2030-01-01T00:00:00.000Z").getTime();
    vi.setSystemTime(start);
    const { a, b } = await twoInstances();
    const { cookies } = await a.signUp({ email: "refresh@example.com", password: PASSWORD });
    // Within updateAge (1 day) of expiry; the other instance caches the session as it is.
    vi.setSystemTime(start + 6.5 * 86_400_000);
    const before = await b.json<SessionAnswer>("/get-session", {
      cookies,
      query: { disableRefresh: "true" },
    });
    // This read extends the session to 7 days from now.
    const refreshed = await a.json<SessionAnswer>("/get-session", { cookies });
    expect(Date.parse(refreshed.data.session.expiresAt)).toBeGreaterThan(
      Date.parse(before.data.session.expiresAt),
    );
    const elsewhere = await b.json<SessionAnswer>("/get-session", {
      cookies,
      query: { disableRefresh: "true" },
    });
    expect(elsewhere.data.session.expiresAt).toBe(refreshed.data.session.expiresAt);
  });

  it("keeps an entry at most 300 s, and never past the session's expiry", async () => {
    const shared = await target.open();
    opened.push(shared);
    const { recording, ttls } = recordingTtls(shared.storage);
    const t = await createTestAuth({ secondaryStorage: recording, session: { expiresIn: 120 } });
    const { cookies } = await t.signUp({ email: "ttl@example.com", password: PASSWORD });
    await t.json("/get-session", { cookies });
    const short = await createTestAuth({ secondaryStorage: recording });
    const { cookies: long } = await short.signUp({ email: "ttl2@example.com" });
    await short.json("/get-session", { cookies: long });
    expect(ttls).toHaveLength(2);
    expect(ttls[0]).toBeGreaterThan(100);
    expect(ttls[0]).toBeLessThanOrEqual(120);
    expect(ttls[1]).toBe(300);
  });

  it("ignores an entry that is not a session and asks the database", async () => {
    const { a, shared } = await twoInstances();
    const { cookies } = await a.signUp({ email: "junk@example.com", name: "Junk" });
    const read = await a.json<SessionAnswer>("/get-session", { cookies });
    const key = `${KEY}${read.data.session.token}`;
    for (const junk of ["not json", JSON.stringify({ session: {} }), "[]"]) {
      await shared.storage.set(key, junk, 60);
      const again = await a.json<SessionAnswer>("/get-session", { cookies });
      expect(again.data.user.name).toBe("Junk");
    }
  });

  it("does not take another session's entry for this token", async () => {
    const { a, shared } = await twoInstances();
    const { cookies: mine } = await a.signUp({ email: "mine@example.com", name: "Mine" });
    const { cookies: theirs } = await a.signUp({ email: "theirs@example.com", name: "Theirs" });
    const my = await a.json<SessionAnswer>("/get-session", { cookies: mine });
    await a.json<SessionAnswer>("/get-session", { cookies: theirs });
    const theirKey = (await shared.keys()).find((key) => !key.endsWith(my.data.session.token));
    const theirEntry = await shared.storage.get(theirKey ?? "");
    await shared.storage.set(`${KEY}${my.data.session.token}`, String(theirEntry), 60);
    expect((await a.json<SessionAnswer>("/get-session", { cookies: mine })).data.user.name).toBe(
      "Mine",
    );
  });
});

describe("sessions when the secondary storage fails", () => {
  /** A storage whose chosen operations throw, as a Redis that went away would. */
  function failing(...operations: ("get" | "set" | "delete")[]): SecondaryStorage {
    const fail = (name: string) => () => {
      throw new Error(`storage ${name} failed`);
    };
    const values = new Map<string, string>();
    return {
      get: operations.includes("get") ? fail("get") : (key) => values.get(key) ?? null,
      set: operations.includes("set")
        ? fail("set")
        : (key, value) => {
            values.set(key, value);
          },
      delete: operations.includes("delete")
        ? fail("delete")
        : (key) => {
            values.delete(key);
          },
    };
  }
  const quiet = { logger: { disabled: true } };

  it("reads sessions from the database when get and set fail", async () => {
    const t = await createTestAuth({ ...quiet, secondaryStorage: failing("get", "set") });
    const { cookies } = await t.signUp({ email: "down@example.com", name: "Down" });
    const read = await t.json<SessionAnswer>("/get-session", { cookies });
    expect(read.status).toBe(200);
    expect(read.data.user.name).toBe("Down");
  });

  it("regression (issue 38): a sign-out that cannot mark the session revoked answers 503 with Retry-After and keeps it, to be retried", async () => {
    const t = await createTestAuth({ ...quiet, secondaryStorage: failing("set") });
    const { cookies } = await t.signUp({ email: "del-down@example.com", password: PASSWORD });
    const { token } = (await t.json<SessionAnswer>("/get-session", { cookies })).data.session;
    const signOut = await t.request("/sign-out", { body: {}, cookies });
    expect(signOut.status).toBe(503);
    expect(signOut.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await signOut.json()).code).toBe("SERVICE_TEMPORARILY_UNAVAILABLE");
    const context = await t.auth.$context;
    const row = await context.adapter.findOne({
      model: "session",
      where: [{ field: "token", value: token }],
    });
    expect(row).not.toBeNull();
  });

  it("signs out when only the removal of entries fails: the revocation mark is what counts", async () => {
    const t = await createTestAuth({ ...quiet, secondaryStorage: failing("delete") });
    const { cookies } = await t.signUp({ email: "mark@example.com", password: PASSWORD });
    await t.json<SessionAnswer>("/get-session", { cookies });
    const stale = copyOf(cookies);
    expect((await t.request("/sign-out", { body: {}, cookies })).status).toBe(200);
    expect((await t.json("/get-session", { cookies: stale })).data).toBeNull();
  });
});
