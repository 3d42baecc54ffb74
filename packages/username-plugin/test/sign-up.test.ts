import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { USERNAME_ERROR_CODES, username } from "../src/index";

interface ErrorBody {
  code: string;
  message: string;
  field?: string;
}
interface UserBody {
  user: { id: string; username?: string | null; displayUsername?: string | null };
}

const signUpBody = (fields: Record<string, unknown>) => ({
  email: `${crypto.randomUUID()}@example.com`,
  password: "correct horse battery",
  name: "Someone",
  ...fields,
});

describe("sign-up with a username", () => {
  it("stores the username lowercase and keeps the typed form as displayUsername", async () => {
    const t = await createTestAuth({ plugins: [username()] });
    const { status, data } = await t.json<UserBody>("/sign-up/email", {
      body: signUpBody({ username: "Ada.Lovelace_1" }),
    });
    expect(status).toBe(200);
    expect(data.user.username).toBe("ada.lovelace_1");
    expect(data.user.displayUsername).toBe("Ada.Lovelace_1");
    const stored = await (await t.auth.$context).adapter.findOne({
      model: "user",
      where: [{ field: "id", value: data.user.id }],
    });
    expect(stored?.username).toBe("ada.lovelace_1");
  });

  it("keeps a displayUsername that is given", async () => {
    const t = await createTestAuth({ plugins: [username()] });
    const { data } = await t.json<UserBody>("/sign-up/email", {
      body: signUpBody({ username: "grace", displayUsername: "Grace H." }),
    });
    expect(data.user.username).toBe("grace");
    expect(data.user.displayUsername).toBe("Grace H.");
  });

  it("signs up without a username (the fields are optional)", async () => {
    const t = await createTestAuth({ plugins: [username()] });
    const { status, data } = await t.json<UserBody>("/sign-up/email", { body: signUpBody({}) });
    expect(status).toBe(200);
    expect(data.user.username ?? null).toBeNull();
  });

  it("refuses a username taken in another case with 422 'username is already taken'", async () => {
    const t = await createTestAuth({ plugins: [username()] });
    await t.signUp({ username: "Turing" });
    const { status, data } = await t.json<ErrorBody>("/sign-up/email", {
      body: signUpBody({ username: "tURING" }),
    });
    expect(status).toBe(422);
    expect(data).toMatchObject({
      code: "USERNAME_IS_ALREADY_TAKEN",
      message: "username is already taken. please try another.",
      field: "username",
    });
  });

  it.each([
    ["ab", "USERNAME_TOO_SHORT", "username is too short"],
    ["a".repeat(31), "USERNAME_TOO_LONG", "username is too long"],
    ["has space", "INVALID_USERNAME", "username is invalid"],
    ["dash-ed", "INVALID_USERNAME", "username is invalid"],
    ["émile", "INVALID_USERNAME", "username is invalid"],
  ])("refuses %j with 422 %s", async (name, code, message) => {
    const t = await createTestAuth({ plugins: [username()] });
    const { status, data } = await t.json<ErrorBody>("/sign-up/email", {
      body: signUpBody({ username: name }),
    });
    expect(status).toBe(422);
    expect(data).toEqual({ code, message, field: "username" });
  });

  it("accepts the bounds of the default length, 3 and 30", async () => {
    const t = await createTestAuth({ plugins: [username()] });
    await expect(t.signUp({ username: "abc" })).resolves.toBeDefined();
    await expect(t.signUp({ username: "b".repeat(30) })).resolves.toBeDefined();
  });

  it("refuses a username that is not a string, naming the field", async () => {
    const t = await createTestAuth({ plugins: [username()] });
    const { status, data } = await t.json<ErrorBody>("/sign-up/email", {
      body: signUpBody({ username: 12345 }),
    });
    expect(status).toBe(422);
    expect(data).toEqual({
      code: "INVALID_USERNAME",
      message: USERNAME_ERROR_CODES.INVALID_USERNAME,
      field: "username",
    });
  });

  it("uses the configured lengths and validators", async () => {
    const t = await createTestAuth({
      plugins: [
        username({
          minUsernameLength: 5,
          maxUsernameLength: 8,
          usernameValidator: async (name) => !name.startsWith("admin"),
          displayUsernameValidator: (display) => display.length <= 10,
        }),
      ],
    });
    const attempt = (fields: Record<string, unknown>) =>
      t.json<ErrorBody>("/sign-up/email", { body: signUpBody(fields) });

    expect((await attempt({ username: "abcd" })).data.code).toBe("USERNAME_TOO_SHORT");
    expect((await attempt({ username: "abcdefghi" })).data.code).toBe("USERNAME_TOO_LONG");
    expect((await attempt({ username: "admin1" })).data.code).toBe("INVALID_USERNAME");
    const badDisplay = await attempt({ username: "carol", displayUsername: "a very long name" });
    expect(badDisplay.status).toBe(422);
    expect(badDisplay.data).toEqual({
      code: "INVALID_DISPLAY_USERNAME",
      message: "display username is invalid",
      field: "displayUsername",
    });
    // The custom validator replaces the default character rule.
    const dashed = await attempt({ username: "da-sh" });
    expect(dashed.status).toBe(200);
  });

  it("applies the same rules through auth.api", async () => {
    const t = await createTestAuth({ plugins: [username()] });
    await expect(
      t.auth.api.signUpEmail({ body: signUpBody({ username: "no" }) }),
    ).rejects.toMatchObject({ body: { code: "USERNAME_TOO_SHORT" } });
    const created = await t.auth.api.signUpEmail({ body: signUpBody({ username: "ApiUser" }) });
    expect(created.user).toMatchObject({ username: "apiuser", displayUsername: "ApiUser" });
  });
});
