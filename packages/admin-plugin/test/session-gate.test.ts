import {
  createMemorySecondaryStorage,
  type TestDatabase,
  testDatabases,
} from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it } from "vitest";
import { adminServer, databaseOption, type ErrorBody } from "./support/admin-server";

/**
 * The ban is a rule of the core's session gate: it holds for a session read from the database
 * and from secondary storage alike, even when nothing deleted the session (a ban written to the
 * user row by the app, not through ban-user).
 */
describe.each(testDatabases())("the ban through the session gate on $name", (target) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  for (const store of ["the database", "secondary storage"] as const) {
    it(`regression: a session read from ${store} is refused once its user is banned, though it was never deleted`, async () => {
      database = await target.open();
      const s = await adminServer({
        database: databaseOption(database),
        ...(store === "secondary storage"
          ? { secondaryStorage: createMemorySecondaryStorage() }
          : {}),
      });
      const member = await s.user("gated@example.com");
      // Read once, so secondary storage holds the session before the ban.
      expect((await s.t.json("/get-session", { cookies: member.browser })).status).toBe(200);
      const context = await s.t.auth.$context;
      await context.internalAdapter.updateUser(member.id, { banned: true, banReason: "fraud" });

      const read = await s.t.json<ErrorBody & { banReason: string }>("/get-session", {
        cookies: member.browser,
      });
      expect(read.status).toBe(403);
      expect(read.data).toMatchObject({ code: "BANNED_USER", banReason: "fraud" });
      const update = await s.t.json<ErrorBody>("/update-user", {
        body: { name: "still here" },
        cookies: member.browser,
      });
      expect(update.data.code).toBe("BANNED_USER");
      expect((await context.internalAdapter.findUserById(member.id))?.name).toBe("gated");
    });
  }
});
