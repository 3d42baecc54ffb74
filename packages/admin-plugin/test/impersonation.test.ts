import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminOptions } from "../src/index";
import {
  ADMIN_EMAIL,
  adminServer,
  databaseOption,
  type ErrorBody,
  PASSWORD,
  type UserBody,
} from "./support/admin-server";

interface SessionBody {
  session: { token: string; userId: string; impersonatedBy: string | null; expiresAt: string };
  user: UserBody;
}

describe.each(testDatabases())("impersonation on $name", (target) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  async function server(options: AdminOptions = {}) {
    database = await target.open();
    return adminServer({ database: databaseOption(database), options });
  }

  it("impersonate-user signs the admin in as the user for an hour; stop-impersonating restores the admin", async () => {
    const s = await server();
    const member = await s.user("member@example.com");
    const before = await s.t.json<SessionBody>("/get-session", { cookies: s.adminBrowser });

    const started = await s.post<SessionBody>("/admin/impersonate-user", { userId: member.id });
    expect(started.status).toBe(200);
    expect(started.data.session).toMatchObject({ userId: member.id, impersonatedBy: s.admin.id });
    const lasts = new Date(started.data.session.expiresAt).getTime() - Date.now();
    expect(lasts).toBeGreaterThan(3_590_000);
    expect(lasts).toBeLessThanOrEqual(3_600_000);
    expect(s.adminBrowser.get("tollgate.admin_session")).toBeDefined();
    const during = await s.t.json<SessionBody>("/get-session", { cookies: s.adminBrowser });
    expect(during.data.user.id).toBe(member.id);
    expect(during.data.session.impersonatedBy).toBe(s.admin.id);

    const stopped = await s.post<SessionBody>("/admin/stop-impersonating", {});
    expect(stopped.status).toBe(200);
    expect(stopped.data.user.id).toBe(s.admin.id);
    expect(stopped.data.session.token).toBe(before.data.session.token);
    expect(s.adminBrowser.get("tollgate.admin_session")).toBeUndefined();
    const after = await s.t.json<SessionBody>("/get-session", { cookies: s.adminBrowser });
    expect(after.data.user.id).toBe(s.admin.id);
    // The impersonation session is gone.
    const sessions = await s.post<{ sessions: unknown[] }>("/admin/list-user-sessions", {
      userId: member.id,
    });
    expect(sessions.data.sessions).toHaveLength(1);
  });

  it("works with the session cookie cache: stopping replaces the impersonated user's cached session with the admin's", async () => {
    database = await target.open();
    const s = await adminServer({
      database: databaseOption(database),
      session: { cookieCache: { enabled: true, maxAge: 300 } },
    });
    const member = await s.user("member@example.com");
    await s.post("/admin/impersonate-user", { userId: member.id });
    const during = await s.t.json<SessionBody>("/get-session", { cookies: s.adminBrowser });
    expect(during.data.user.id).toBe(member.id);
    await s.post("/admin/stop-impersonating", {});
    expect(s.adminBrowser.get("tollgate.session_data")).toBeDefined();
    const after = await s.t.json<SessionBody>("/get-session", { cookies: s.adminBrowser });
    expect(after.data.user.id).toBe(s.admin.id);
  });

  it("an impersonation session ends after impersonationSessionDuration", async () => {
    const s = await server({ impersonationSessionDuration: 1 });
    const member = await s.user("member@example.com");
    await s.post("/admin/impersonate-user", { userId: member.id });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await s.t.json("/get-session", { cookies: s.adminBrowser })).data).toBeNull();
  });

  it("is hidden from the impersonated user's /list-sessions, shown to admins", async () => {
    const s = await server();
    const member = await s.user("member@example.com");
    await s.post("/admin/impersonate-user", { userId: member.id });
    const own = await s.t.json<{ impersonatedBy: string | null }[]>("/list-sessions", {
      cookies: member.browser,
    });
    expect(own.data).toHaveLength(1);
    expect(own.data[0]?.impersonatedBy ?? null).toBeNull();
    // The admin's browser holds the impersonation now: the admin signs in elsewhere to look.
    const elsewhere = await s.t.signIn({ email: ADMIN_EMAIL, password: PASSWORD });
    const listed = await s.post<{ sessions: { impersonatedBy: string | null }[] }>(
      "/admin/list-user-sessions",
      { userId: member.id },
      elsewhere.cookies,
    );
    const markers = listed.data.sessions.map((session) => session.impersonatedBy ?? null);
    expect(markers).toHaveLength(2);
    expect(markers).toEqual(expect.arrayContaining([s.admin.id, null]));
  });

  it("refuses to impersonate another admin unless allowed", async () => {
    const s = await server();
    const other = await s.user("other-admin@example.com");
    await s.post("/admin/set-role", { userId: other.id, role: "admin" });
    const refused = await s.post<ErrorBody>("/admin/impersonate-user", { userId: other.id });
    expect([refused.status, refused.data]).toEqual([
      403,
      { code: "YOU_CANNOT_IMPERSONATE_ADMINS", message: "You cannot impersonate admins" },
    ]);
    expect(s.adminBrowser.get("tollgate.admin_session")).toBeUndefined();
  });

  it("allowImpersonatingAdmins lets an admin impersonate another admin", async () => {
    const s = await server({ allowImpersonatingAdmins: true });
    const other = await s.user("other-admin@example.com");
    await s.post("/admin/set-role", { userId: other.id, role: "admin" });
    const started = await s.post<SessionBody>("/admin/impersonate-user", { userId: other.id });
    expect([started.status, started.data.user.id]).toEqual([200, other.id]);
  });

  it("stop-impersonating outside an impersonation answers 400; a banned user cannot be impersonated", async () => {
    const s = await server();
    const notImpersonating = await s.post<ErrorBody>("/admin/stop-impersonating", {});
    expect([notImpersonating.status, notImpersonating.data]).toEqual([
      400,
      { code: "YOU_ARE_NOT_IMPERSONATING_ANYONE", message: "You are not impersonating anyone" },
    ]);
    const member = await s.user("member@example.com");
    await s.post("/admin/ban-user", { userId: member.id });
    const refused = await s.post<ErrorBody>("/admin/impersonate-user", { userId: member.id });
    expect([refused.status, refused.data.code]).toEqual([403, "BANNED_USER"]);
    const still = await s.t.json<SessionBody>("/get-session", { cookies: s.adminBrowser });
    expect(still.data.user.id).toBe(s.admin.id);
  });
});
