import { describe, expect, it } from "vitest";
import { authFactory, COOKIE, endpointDatabases, lastCookie, PASSWORD } from "./support";

interface SignInAnswer {
  redirect: boolean;
  token: string;
  url?: string;
  user: { id: string; email: string; [field: string]: unknown };
}

describe.each(endpointDatabases)("POST /sign-in/email on $name", (target) => {
  const makeAuth = authFactory(target);

  it("signs in and answers { redirect: false, token, user } with a session cookie", async () => {
    const t = await makeAuth();
    const { user } = await t.signUp({ email: "si@example.com" });
    const browser = t.newBrowser();
    const { status, data, response } = await t.json<SignInAnswer>("/sign-in/email", {
      body: { email: "si@example.com", password: PASSWORD },
      cookies: browser,
    });
    expect(status).toBe(200);
    expect(data.redirect).toBe(false);
    expect(data.url).toBeUndefined();
    expect(data.user.id).toBe(user.id);
    expect(data.user).not.toHaveProperty("password");
    expect(lastCookie(response, COOKIE.token)?.value).toContain(data.token);
    const session = await t.json<{ session: { token: string } }>("/get-session", {
      cookies: browser,
    });
    expect(session.data.session.token).toBe(data.token);
  });

  it("answers redirect true and the url when a callbackURL is given", async () => {
    const t = await makeAuth();
    await t.signUp({ email: "cb@example.com" });
    const { status, data } = await t.json<SignInAnswer>("/sign-in/email", {
      body: { email: "cb@example.com", password: PASSWORD, callbackURL: "/dashboard" },
      cookies: null,
    });
    expect(status).toBe(200);
    expect(data.redirect).toBe(true);
    expect(data.url).toBe("/dashboard");
  });

  it("matches the email case-insensitively", async () => {
    const t = await makeAuth();
    await t.signUp({ email: "mixed@example.com" });
    const { response } = await t.signIn({ email: "MIXED@Example.com", password: PASSWORD });
    expect(response.status).toBe(200);
  });

  it("records the client IP (from a trusted header) and the user agent on the session", async () => {
    const t = await makeAuth({
      advanced: {
        ipAddress: { ipAddressHeaders: ["x-forwarded-for"], trustedProxies: ["10.0.0.0/8"] },
      },
    });
    await t.signUp({ email: "ip@example.com" });
    const { data } = await t.json<SignInAnswer>("/sign-in/email", {
      body: { email: "ip@example.com", password: PASSWORD },
      headers: {
        "x-forwarded-for": "198.51.100.66, 203.0.113.7, 10.0.0.1",
        "user-agent": "TestAgent/1",
      },
      cookies: null,
    });
    const ctx = await t.auth.$context;
    const found = await ctx.internalAdapter.findSession(data.token);
    expect(found?.session.ipAddress).toBe("203.0.113.7");
    expect(found?.session.userAgent).toBe("TestAgent/1");
  });

  it("stores no ipAddress with advanced.ipAddress.disableIpTracking", async () => {
    const t = await makeAuth({
      advanced: { ipAddress: { ipAddressHeaders: ["x-real-ip"], disableIpTracking: true } },
    });
    await t.signUp({ email: "no-ip@example.com" });
    const { data } = await t.json<SignInAnswer>("/sign-in/email", {
      body: { email: "no-ip@example.com", password: PASSWORD },
      headers: { "x-real-ip": "203.0.113.8" },
      cookies: null,
    });
    const ctx = await t.auth.$context;
    expect((await ctx.internalAdapter.findSession(data.token))?.session.ipAddress).toBeNull();
  });

  it("answers 400 INVALID_EMAIL for a badly formatted email", async () => {
    const t = await makeAuth();
    const { status, data } = await t.json("/sign-in/email", {
      body: { email: "nope", password: PASSWORD },
      cookies: null,
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({ code: "INVALID_EMAIL", message: "Invalid email" });
  });

  it("answers the same 401 INVALID_EMAIL_OR_PASSWORD for an unknown email and a wrong password", async () => {
    const t = await makeAuth();
    await t.signUp({ email: "known@example.com" });
    const unknown = await t.json("/sign-in/email", {
      body: { email: "unknown@example.com", password: PASSWORD },
      cookies: null,
    });
    const wrong = await t.json("/sign-in/email", {
      body: { email: "known@example.com", password: "wrong password!" },
      cookies: null,
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.data).toEqual({
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "Invalid email or password",
    });
    expect(wrong.data).toEqual(unknown.data);
    expect(lastCookie(wrong.response, COOKIE.token)).toBeUndefined();
  });

  it("answers 400 EMAIL_AND_PASSWORD_NOT_ENABLED when the option is off", async () => {
    const t = await makeAuth({ emailAndPassword: { enabled: false } });
    const { status, data } = await t.json("/sign-in/email", {
      body: { email: "a@example.com", password: PASSWORD },
      cookies: null,
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({
      code: "EMAIL_AND_PASSWORD_NOT_ENABLED",
      message: "Email and password is not enabled",
    });
  });

  it("answers 403 EMAIL_NOT_VERIFIED with requireEmailVerification and sets no cookie", async () => {
    const t = await makeAuth({
      emailAndPassword: { enabled: true, requireEmailVerification: true },
    });
    await t.signUp({ email: "unverified@example.com" });
    const { status, data, response } = await t.json("/sign-in/email", {
      body: { email: "unverified@example.com", password: PASSWORD },
      cookies: null,
    });
    expect(status).toBe(403);
    expect(data).toMatchObject({ code: "EMAIL_NOT_VERIFIED", message: "Email not verified" });
    expect(lastCookie(response, COOKIE.token)).toBeUndefined();
  });

  it("signs in a verified user with requireEmailVerification", async () => {
    const t = await makeAuth({
      emailAndPassword: { enabled: true, requireEmailVerification: true },
    });
    const { user } = await t.signUp({ email: "verified@example.com" });
    const ctx = await t.auth.$context;
    await ctx.internalAdapter.updateUser(user.id, { emailVerified: true });
    const { status } = await t.json("/sign-in/email", {
      body: { email: "verified@example.com", password: PASSWORD },
      cookies: null,
    });
    expect(status).toBe(200);
  });

  it("answers 400 VALIDATION_ERROR naming password when it is missing", async () => {
    const t = await makeAuth();
    const { status, data } = await t.json("/sign-in/email", {
      body: { email: "a@example.com" },
      cookies: null,
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Invalid body parameters",
      field: "password",
    });
  });

  it("answers 400 VALIDATION_ERROR naming rememberMe when it is not a boolean", async () => {
    const t = await makeAuth();
    const { status, data } = await t.json("/sign-in/email", {
      body: { email: "a@example.com", password: PASSWORD, rememberMe: "yes" },
      cookies: null,
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({ code: "VALIDATION_ERROR", field: "rememberMe" });
  });
});
