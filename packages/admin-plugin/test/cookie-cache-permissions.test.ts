import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it } from "vitest";
import { adminServer, databaseOption } from "./support/admin-server";

describe.each(testDatabases())("admin permissions with the cookie cache on $name", (target) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("an admin demoted by another admin is refused at once although their cached session says admin", async () => {
    database = await target.open();
    const s = await adminServer({
      database: databaseOption(database),
      session: { cookieCache: { enabled: true, maxAge: 300 } },
    });
    const other = await s.user("other-admin@example.com");
    expect((await s.post("/admin/set-role", { userId: other.id, role: "admin" })).status).toBe(200);
    expect((await s.post("/admin/list-users", {})).status).not.toBe(403);

    const demoted = await s.post(
      "/admin/set-role",
      { userId: s.admin.id, role: "user" },
      other.browser,
    );
    expect(demoted.status).toBe(200);
    expect(s.adminBrowser.get("tollgate.session_data")).toBeDefined();

    const next = await s.post("/admin/set-role", { userId: other.id, role: "user" });
    expect(next.status).toBe(403);
  });
});
