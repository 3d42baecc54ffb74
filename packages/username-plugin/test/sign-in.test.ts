import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { username } from "../src/index";

interface ErrorBody {
  code: string;
  message: string;
}
interface SignInBody {
  token: string;
  user: { id: string; email: string; username: string; displayUsername: string };
}

const PASSWORD = "correct horse battery";
const INVALID = { code: "INVALID_USERNAME_OR_PASSWORD", message: "invalid username or password" };

async function withUser(options: Parameters<typeof createTestAuth>[0] = {}) {
  const t = await createTestAuth({ plugins: [username()], ...options });
  const { user } = await t.signUp({ username: "Hopper", password: PASSWORD });
  return { t, user };
}

describe("POST /sign-in/username", () => {
  it("signs in, sets the session cookie and get-session returns the user with the username", async () => {
    const { t, user } = await withUser();
    const browser = t.newBrowser();
    const { status, data } = await t.json<SignInBody>("/sign-in/username", {
      body: { username: "hopper", password: PASSWORD },
      cookies: browser,
    });
    expect(status).toBe(200);
    expect(data.token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({ id: user.id, username: "hopper", displayUsername: "Hopper" });
    expect(browser.get("tollgate.session_token")).toBeDefined();
    expect(browser.get("tollgate.dont_remember")).toBeUndefined();

    const session = await t.json<{ user: { id: string; username: string } }>("/get-session", {
      cookies: browser,
    });
    expect(session.data.user).toMatchObject({ id: user.id, username: "hopper" });
  });

  it("compares the username lowercased: uppercase input signs in", async () => {
    const { t, user } = await withUser();
    const { status, data } = await t.json<SignInBody>("/sign-in/username", {
      body: { username: "HOPPER", password: PASSWORD },
      cookies: t.newBrowser(),
    });
    expect(status).toBe(200);
    expect(data.user.id).toBe(user.id);
  });

  it("answers 401 'invalid username or password' to a wrong password, without a cookie", async () => {
    const { t } = await withUser();
    const browser = t.newBrowser();
    const { status, data } = await t.json<ErrorBody>("/sign-in/username", {
      body: { username: "hopper", password: "wrong password!" },
      cookies: browser,
    });
    expect(status).toBe(401);
    expect(data).toEqual(INVALID);
    expect(browser.names()).toEqual([]);
  });

  it("answers an unknown username exactly as a wrong password", async () => {
    const { t } = await withUser();
    const { status, data } = await t.json<ErrorBody>("/sign-in/username", {
      body: { username: "nobody_here", password: PASSWORD },
      cookies: t.newBrowser(),
    });
    expect(status).toBe(401);
    expect(data).toEqual(INVALID);
  });

  it("answers 422 with the spec's lower-case text to a username breaking the rules (§8)", async () => {
    const { t } = await withUser();
    const cases = [
      ["xy", "USERNAME_TOO_SHORT", "username is too short"],
      ["y".repeat(31), "USERNAME_TOO_LONG", "username is too long"],
      ["not valid!", "INVALID_USERNAME", "username is invalid"],
    ] as const;
    for (const [name, code, message] of cases) {
      const browser = t.newBrowser();
      const { status, data } = await t.json<ErrorBody>("/sign-in/username", {
        body: { username: name, password: PASSWORD },
        cookies: browser,
      });
      expect({ name, status, data }).toEqual({
        name,
        status: 422,
        data: { code, message, field: "username" },
      });
      expect(browser.names()).toEqual([]);
    }
  });

  it("verifies a password even when the username is unknown (same work as a wrong password)", async () => {
    const verified: string[] = [];
    const t = await createTestAuth({
      plugins: [username()],
      emailAndPassword: {
        enabled: true,
        password: {
          hash: async (password: string) => `plain:${password}`,
          verify: async ({ hash, password }: { hash: string; password: string }) => {
            verified.push(password);
            return hash === `plain:${password}`;
          },
        },
      },
    });
    await t.json("/sign-in/username", {
      body: { username: "ghost", password: "guess-one" },
      cookies: t.newBrowser(),
    });
    await t.json("/sign-in/username", {
      body: { username: "ghost_two", password: "guess-two" },
      cookies: t.newBrowser(),
    });
    expect(verified).toEqual(["guess-one", "guess-two"]);
  });

  it("sets the dont_remember cookie when rememberMe is false", async () => {
    const { t } = await withUser();
    const browser = t.newBrowser();
    const { status } = await t.json("/sign-in/username", {
      body: { username: "hopper", password: PASSWORD, rememberMe: false },
      cookies: browser,
    });
    expect(status).toBe(200);
    expect(browser.get("tollgate.dont_remember")).toBeDefined();
  });

  it("answers 403 'email not verified' when verification is required and the email is not verified", async () => {
    const t = await createTestAuth({
      plugins: [username()],
      emailAndPassword: { enabled: true, requireEmailVerification: true },
    });
    await t.signUp({ username: "unverified", password: PASSWORD });
    const browser = t.newBrowser();
    const { status, data } = await t.json<ErrorBody>("/sign-in/username", {
      body: { username: "unverified", password: PASSWORD },
      cookies: browser,
    });
    expect(status).toBe(403);
    expect(data).toEqual({ code: "EMAIL_NOT_VERIFIED", message: "email not verified" });
    expect(browser.get("tollgate.session_token")).toBeUndefined();
  });

  it("signs in a verified user when verification is required", async () => {
    const t = await createTestAuth({
      plugins: [username()],
      emailAndPassword: { enabled: true, requireEmailVerification: true },
    });
    const { user } = await t.signUp({ username: "verified", password: PASSWORD });
    const context = await t.auth.$context;
    await context.internalAdapter.updateUser(user.id, { emailVerified: true });
    const { status } = await t.json("/sign-in/username", {
      body: { username: "verified", password: PASSWORD },
      cookies: t.newBrowser(),
    });
    expect(status).toBe(200);
  });

  it("answers 500 'unexpected error' when something fails unexpectedly", async () => {
    const t = await createTestAuth({
      plugins: [username()],
      emailAndPassword: {
        enabled: true,
        password: {
          hash: async (password: string) => `plain:${password}`,
          verify: async () => {
            throw new Error("hasher is down");
          },
        },
      },
    });
    await t.signUp({ username: "faulty", password: PASSWORD });
    const { status, data } = await t.json<ErrorBody>("/sign-in/username", {
      body: { username: "faulty", password: PASSWORD },
      cookies: t.newBrowser(),
    });
    expect(status).toBe(500);
    expect(data).toEqual({ code: "UNEXPECTED_ERROR", message: "unexpected error" });
  });

  it("answers 400 naming the field when the username is missing", async () => {
    const { t } = await withUser();
    const { status, data } = await t.json<{ code: string; field: string }>("/sign-in/username", {
      body: { password: PASSWORD },
      cookies: t.newBrowser(),
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({ code: "VALIDATION_ERROR", field: "username" });
  });

  it("signs in through auth.api.signInUsername", async () => {
    const { t, user } = await withUser();
    const result = await t.auth.api.signInUsername({
      body: { username: "HoPpEr", password: PASSWORD },
    });
    expect(result.user.id).toBe(user.id);
    expect(result.user.username).toBe("hopper");
    await expect(
      t.auth.api.signInUsername({ body: { username: "hopper", password: "nope nope" } }),
    ).rejects.toMatchObject({ statusCode: 401, body: INVALID });
  });
});
