import { admin } from "@tollgate/admin-plugin";
import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshEmail, serverWithMagicLinks } from "./support/magic-link-server";

describe.each(testDatabases())("magic links on $name", (target) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof serverWithMagicLinks>>;
  beforeAll(async () => {
    database = await target.open();
    server = await serverWithMagicLinks(
      {},
      { database: { db: database.db, type: database.dialect }, plugins: [admin()] },
    );
  });
  afterAll(() => database.close());

  it.each([1, 2, 3])("5 concurrent uses of one link sign in exactly once (round %i)", async () => {
    const { t, linkFor, requestLink } = server;
    const email = freshEmail("race");
    await requestLink(email);
    const { token } = linkFor(email);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.json<{ code?: string }>("/magic-link/verify", { query: { token }, cookies: null }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200))
      expect(refused.data.code).toBe("INVALID_TOKEN");
    const adapter = (await t.auth.$context).adapter;
    const users = await adapter.findMany<{ id: string }>({
      model: "user",
      where: [{ field: "email", value: email }],
    });
    expect(users).toHaveLength(1);
    expect(
      await adapter.count({ model: "session", where: [{ field: "userId", value: users[0]?.id }] }),
    ).toBe(1);
  });

  it("two links for one new address spent at once make one user", async () => {
    const { t, linkFor, requestLink, mailbox } = server;
    const email = freshEmail("twice");
    await requestLink(email);
    await requestLink(email);
    const tokens = mailbox.filter((mail) => mail.email === email).map((mail) => mail.token);
    expect(tokens).toHaveLength(2);
    const answers = await Promise.all(
      tokens.map((token) => t.json("/magic-link/verify", { query: { token }, cookies: null })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const adapter = (await t.auth.$context).adapter;
    expect(await adapter.count({ model: "user", where: [{ field: "email", value: email }] })).toBe(
      1,
    );
    expect(linkFor(email).token).toBe(tokens[1]);
  });

  it("refuses a banned user through the admin plugin's session hook, with the reason", async () => {
    const { t, linkFor, requestLink } = server;
    const { user } = await t.signUp({ email: freshEmail("banned") });
    const adapter = (await t.auth.$context).adapter;
    await adapter.update({
      model: "user",
      where: [{ field: "id", value: user.id }],
      update: { banned: true, banReason: "spamming", emailVerified: true },
    });
    const sessionsOf = () =>
      adapter.count({ model: "session", where: [{ field: "userId", value: user.id }] });
    const before = await sessionsOf();
    await requestLink(user.email, { callbackURL: "/home", errorCallbackURL: "/sign-in" });
    const answer = await t.request("/magic-link/verify", {
      query: linkFor(user.email).query,
      cookies: null,
    });
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get("location") ?? "", "http://x");
    expect(location.pathname).toBe("/sign-in");
    expect(location.searchParams.get("error")).toBe("BANNED_USER");
    expect(location.searchParams.get("error_description")).toContain("spamming");
    expect(await sessionsOf()).toBe(before);
  });
});
