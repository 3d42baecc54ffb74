import type { DatabaseHooks, DatabaseInput, Row } from "@tollgate/auth-server";
import { testDatabases } from "@tollgate/auth-server/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  githubUser,
  type ProviderDoubles,
  providerDoubles,
} from "../../src/testing/social-provider-doubles";
import { APP, sessionUser, socialSignIn, socialTestAuth } from "./support/social-flow";

let doubles: ProviderDoubles;
beforeAll(async () => {
  doubles = await providerDoubles();
  doubles.server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => doubles.reset());
afterAll(() => doubles.server.close());

// A first social sign-in writes the session in one batch with the new user only when nothing
// that judges the session needs the user in the database: an app's own session hook keeps the
// order it always had (the user and account first, then the session), so it may read the user,
// and its refusal leaves the user written.
describe.each(testDatabases())(
  "an app's session hook on a first social sign-in on $name",
  (target) => {
    const opened: { close(): Promise<void> }[] = [];
    afterEach(async () => {
      for (const database of opened.splice(0)) await database.close();
    });

    async function authWith(session: DatabaseHooks["session"]) {
      const database = await target.open();
      opened.push(database);
      const input: DatabaseInput = { db: database.db, type: database.dialect };
      return socialTestAuth({ database: input, databaseHooks: { session } });
    }

    it("a refusal leaves the new user and their account written and answers as before", async () => {
      const t = await authWith({ create: { before: () => false } });
      const email = `vetoed-${crypto.randomUUID()}@example.com`;
      const { location, cookies } = await socialSignIn(t, doubles, "github", githubUser(email), {
        errorCallbackURL: `${APP}/oops`,
      });
      expect(`${location.origin}${location.pathname}`).toBe(`${APP}/oops`);
      expect(location.searchParams.get("error")).toBe("unable_to_create_session");
      expect(await sessionUser(t, cookies)).toBeNull();
      const context = await t.auth.$context;
      const user = await context.internalAdapter.findUserByEmail(email);
      expect(user).not.toBeNull();
      const accounts = await context.internalAdapter.findAccounts(String(user?.id));
      expect(accounts.map((account) => account.providerId)).toEqual(["github"]);
    });

    it("a hook that reads the new user from the database finds it, with its account", async () => {
      const found: { user: Row | null; accounts: number }[] = [];
      const t = await authWith({
        create: {
          async before(session, _ctx, write) {
            const user = await write.adapter.findOne<Row>({
              model: "user",
              where: [{ field: "id", value: session.userId }],
            });
            const ofUser = [{ field: "userId", value: session.userId }];
            found.push({
              user,
              accounts: await write.adapter.count({ model: "account", where: ofUser }),
            });
          },
        },
      });
      const email = `read-${crypto.randomUUID()}@example.com`;
      const { location, cookies } = await socialSignIn(t, doubles, "github", githubUser(email));
      expect(location.toString()).toBe(`${APP}/dashboard`);
      const signedIn = await sessionUser(t, cookies);
      expect(found).toEqual([
        { user: expect.objectContaining({ id: signedIn?.id, email }), accounts: 1 },
      ]);
    });
  },
);
