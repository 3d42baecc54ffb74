import { memoryDatabase } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { freshEmail, serverWithMagicLinks } from "./support/magic-link-server";

interface ErrorBody {
  code: string;
  message: string;
}

const BAD_NAMES = [
  ["a control character", "Ada\u0007Lovelace", "FIELD_HAS_CONTROL_CHARACTERS"],
  ["a line break", "Ada\nLovelace", "FIELD_HAS_CONTROL_CHARACTERS"],
  ["only spaces", "   ", "FIELD_REQUIRED"],
  ["257 characters", "x".repeat(257), "FIELD_TOO_LONG"],
] as const;

describe("a magic link's name follows sign-up's rules", () => {
  it.each(BAD_NAMES)(
    "regression: a name with %s is refused when the link is requested, as sign-up refuses it, and nothing is mailed or stored",
    async (_what, name, code) => {
      const { t, mailbox, requestLink } = await serverWithMagicLinks();
      const answer = await requestLink(freshEmail(), { name });
      const signUp = await t.json<ErrorBody>("/sign-up/email", {
        body: { email: freshEmail("sign-up"), password: "correct horse battery", name },
        cookies: null,
      });
      expect(signUp.status).toBe(400);
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({ code, message: signUp.data.message });
      expect(answer.data.message).toContain("name");
      expect(mailbox).toHaveLength(0);
      const adapter = (await t.auth.$context).adapter;
      expect(
        await adapter.count({
          model: "verification",
          where: [{ field: "identifier", value: "magic-link", operator: "starts_with" }],
        }),
      ).toBe(0);
    },
  );

  it("refuses a bad name even for an address that has an account", async () => {
    const { t, mailbox, requestLink } = await serverWithMagicLinks();
    const { user } = await t.signUp({ email: freshEmail("known") });
    const answer = await requestLink(user.email, { name: "Bad\u0000Name" });
    expect(answer.status).toBe(400);
    expect(answer.data.code).toBe("FIELD_HAS_CONTROL_CHARACTERS");
    expect(mailbox).toHaveLength(0);
  });

  it("holds names to user.maxNameLength, as sign-up does, not to a fixed 256", async () => {
    const { linkFor, requestLink, t } = await serverWithMagicLinks(
      {},
      { user: { maxNameLength: 300 } },
    );
    const email = freshEmail();
    const name = "y".repeat(280);
    expect((await requestLink(email, { name })).status).toBe(200);
    const verified = await t.json<{ user: { name: string } }>("/magic-link/verify", {
      query: { token: linkFor(email).token },
      cookies: null,
    });
    expect(verified.status).toBe(200);
    expect(verified.data.user.name).toBe(name);
    const tooLong = await requestLink(freshEmail(), { name: "y".repeat(301) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.data).toMatchObject({
      code: "FIELD_TOO_LONG",
      message: "Field name is too long (at most 300 characters)",
    });
  });

  it("an empty name is no name: the link works and the account's name is empty", async () => {
    const { linkFor, requestLink, t } = await serverWithMagicLinks();
    const email = freshEmail();
    expect((await requestLink(email, { name: "" })).status).toBe(200);
    const verified = await t.json<{ user: { name: string } }>("/magic-link/verify", {
      query: { token: linkFor(email).token },
      cookies: null,
    });
    expect(verified.status).toBe(200);
    expect(verified.data.user.name).toBe("");
  });

  it("regression: a link whose name the server's rules no longer allow makes no user at verify", async () => {
    // One database, two servers: the link is requested under the default 256 characters and
    // spent on a server that allows 5 (a link mailed before the rules were tightened).
    const database = memoryDatabase();
    const before = await serverWithMagicLinks({}, { database });
    const after = await serverWithMagicLinks({}, { database, user: { maxNameLength: 5 } });
    const email = freshEmail();
    expect((await before.requestLink(email, { name: "Augusta Ada" })).status).toBe(200);
    const { token } = before.linkFor(email);

    const json = await after.t.json<ErrorBody>("/magic-link/verify", {
      query: { token },
      cookies: null,
    });
    expect(json.status).toBe(400);
    expect(json.data).toMatchObject({
      code: "FIELD_TOO_LONG",
      message: "Field name is too long (at most 5 characters)",
    });
    const adapter = (await after.t.auth.$context).adapter;
    expect(await adapter.count({ model: "user", where: [{ field: "email", value: email }] })).toBe(
      0,
    );

    // Through a browser, the refusal goes back to the app like the others.
    await before.requestLink(email, { name: "Augusta Ada", errorCallbackURL: "/sign-in" });
    const redirected = await after.t.request("/magic-link/verify", {
      query: before.linkFor(email).query,
      cookies: null,
    });
    expect(redirected.status).toBe(302);
    const location = new URL(redirected.headers.get("location") ?? "", "http://app.example");
    expect(location.pathname).toBe("/sign-in");
    expect(location.searchParams.get("error")).toBe("FIELD_TOO_LONG");
    expect(await adapter.count({ model: "user", where: [{ field: "email", value: email }] })).toBe(
      0,
    );
  });
});
