import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { username } from "../src/index";

interface ErrorBody {
  code: string;
  message: string;
  field?: string;
}
interface SessionBody {
  user: { id: string; username?: string | null; displayUsername?: string | null };
}

async function twoUsers() {
  const t = await createTestAuth({ plugins: [username()] });
  const first = await t.signUp({ username: "first_user" });
  const second = await t.signUp({ username: "second_user" });
  return { t, first, second };
}

describe("POST /update-user with username fields", () => {
  it("changes the username, stored lowercase, with displayUsername following the typed form", async () => {
    const { t, first } = await twoUsers();
    const { status } = await t.json("/update-user", {
      body: { username: "Renamed.User" },
      cookies: first.cookies,
    });
    expect(status).toBe(200);
    const session = await t.json<SessionBody>("/get-session", { cookies: first.cookies });
    expect(session.data.user).toMatchObject({
      username: "renamed.user",
      displayUsername: "Renamed.User",
    });
    const signIn = await t.json("/sign-in/username", {
      body: { username: "renamed.user", password: "correct horse battery" },
      cookies: t.newBrowser(),
    });
    expect(signIn.status).toBe(200);
  });

  it("refuses another user's username in any case with 422 'username is already taken'", async () => {
    const { t, first } = await twoUsers();
    const { status, data } = await t.json<ErrorBody>("/update-user", {
      body: { username: "SECOND_user" },
      cookies: first.cookies,
    });
    expect(status).toBe(422);
    expect(data).toEqual({
      code: "USERNAME_IS_ALREADY_TAKEN",
      message: "username is already taken. please try another.",
      field: "username",
    });
    const session = await t.json<SessionBody>("/get-session", { cookies: first.cookies });
    expect(session.data.user.username).toBe("first_user");
  });

  it("allows the caller's own username in another case", async () => {
    const { t, first } = await twoUsers();
    const { status } = await t.json("/update-user", {
      body: { username: "First_User" },
      cookies: first.cookies,
    });
    expect(status).toBe(200);
    const session = await t.json<SessionBody>("/get-session", { cookies: first.cookies });
    expect(session.data.user).toMatchObject({
      username: "first_user",
      displayUsername: "First_User",
    });
  });

  it("changes only the displayUsername when that is all that is sent", async () => {
    const { t, first } = await twoUsers();
    await t.json("/update-user", {
      body: { displayUsername: "The First" },
      cookies: first.cookies,
    });
    const session = await t.json<SessionBody>("/get-session", { cookies: first.cookies });
    expect(session.data.user).toMatchObject({
      username: "first_user",
      displayUsername: "The First",
    });
  });

  it.each([
    ["no", "USERNAME_TOO_SHORT", "username is too short"],
    ["z".repeat(31), "USERNAME_TOO_LONG", "username is too long"],
    ["bad/name", "INVALID_USERNAME", "username is invalid"],
  ])("refuses %j with 422 %s", async (name, code, message) => {
    const { t, first } = await twoUsers();
    const { status, data } = await t.json<ErrorBody>("/update-user", {
      body: { username: name },
      cookies: first.cookies,
    });
    expect(status).toBe(422);
    expect(data).toEqual({ code, message, field: "username" });
  });

  it("refuses a taken username through auth.api.updateUser too", async () => {
    const { t, first } = await twoUsers();
    const headers = new Headers({ cookie: first.cookies.header() ?? "" });
    await expect(
      t.auth.api.updateUser({ body: { username: "Second_User" }, headers }),
    ).rejects.toMatchObject({ statusCode: 422, body: { code: "USERNAME_IS_ALREADY_TAKEN" } });
  });
});

describe("POST /is-username-available", () => {
  it("answers available false for a taken username in any case, true otherwise", async () => {
    const { t } = await twoUsers();
    const taken = await t.json<{ available: boolean }>("/is-username-available", {
      body: { username: "FIRST_USER" },
    });
    expect(taken).toMatchObject({ status: 200, data: { available: false } });
    const free = await t.json<{ available: boolean }>("/is-username-available", {
      body: { username: "free.name" },
    });
    expect(free).toMatchObject({ status: 200, data: { available: true } });
  });

  it.each([
    ["bad name", "INVALID_USERNAME", "username is invalid"],
    ["ab", "USERNAME_TOO_SHORT", "username is too short"],
    ["c".repeat(31), "USERNAME_TOO_LONG", "username is too long"],
  ])("validates %j first: 422 %s", async (name, code, message) => {
    const { t } = await twoUsers();
    const { status, data } = await t.json<ErrorBody>("/is-username-available", {
      body: { username: name },
    });
    expect(status).toBe(422);
    expect(data).toEqual({ code, message, field: "username" });
  });

  it("is callable through auth.api.isUsernameAvailable", async () => {
    const { t } = await twoUsers();
    await expect(
      t.auth.api.isUsernameAvailable({ body: { username: "Second_User" } }),
    ).resolves.toEqual({ available: false });
  });
});
