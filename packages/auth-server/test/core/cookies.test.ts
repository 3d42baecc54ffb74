import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import {
  authFactory,
  COOKIE,
  DAY,
  endpointDatabases,
  lastCookie,
  PASSWORD,
  setCookies,
} from "./support";

describe.each(endpointDatabases)("session cookie attributes on $name", (target) => {
  const makeAuth = authFactory(target);

  it("sets session_token HttpOnly, SameSite=Lax, Path=/, Max-Age=expiresIn, not Secure on http", async () => {
    const t = await makeAuth();
    const { response } = await t.signUp({ email: "c1@example.com" });
    const cookie = lastCookie(response, COOKIE.token);
    expect(cookie).toBeDefined();
    expect(cookie?.attributes.has("httponly")).toBe(true);
    expect(cookie?.attributes.get("samesite")).toBe("Lax");
    expect(cookie?.attributes.get("path")).toBe("/");
    expect(cookie?.attributes.get("max-age")).toBe(String(7 * DAY));
    expect(cookie?.attributes.has("secure")).toBe(false);
    // The cache cookie is off by default.
    expect(lastCookie(response, COOKIE.data)).toBeUndefined();
  });

  it("follows a custom expiresIn in Max-Age", async () => {
    const t = await makeAuth({ session: { expiresIn: 3600 } });
    const { response } = await t.signUp({ email: "c2@example.com" });
    expect(lastCookie(response, COOKIE.token)?.attributes.get("max-age")).toBe("3600");
  });

  it("uses the __Secure- prefix and Secure on an https baseURL", async () => {
    const t = await makeAuth({ baseURL: "https://app.example.com" });
    const { response, cookies } = await t.signUp({ email: "c3@example.com" });
    const cookie = lastCookie(response, `__Secure-${COOKIE.token}`);
    expect(cookie?.attributes.has("secure")).toBe(true);
    expect(cookie?.attributes.has("httponly")).toBe(true);
    expect(lastCookie(response, COOKIE.token)).toBeUndefined();
    const session = await t.json<{ user: { email: string } }>("/get-session", { cookies });
    expect(session.data.user.email).toBe("c3@example.com");
  });

  it("uses a custom cookie prefix", async () => {
    const t = await makeAuth({ advanced: { cookiePrefix: "myapp" } });
    const { response } = await t.signUp({ email: "c4@example.com" });
    expect(lastCookie(response, "myapp.session_token")).toBeDefined();
  });

  it("rememberMe false: session cookie without Max-Age plus a dont_remember cookie", async () => {
    const t = await makeAuth();
    await t.signUp({ email: "c5@example.com" });
    const { response } = await t.signIn({
      email: "c5@example.com",
      password: PASSWORD,
      rememberMe: false,
    });
    const token = lastCookie(response, COOKIE.token);
    expect(token).toBeDefined();
    expect(token?.attributes.has("max-age")).toBe(false);
    const dontRemember = lastCookie(response, COOKIE.dontRemember);
    expect(dontRemember?.value).toBeTruthy();
    expect(dontRemember?.attributes.has("httponly")).toBe(true);
    expect(dontRemember?.attributes.has("max-age")).toBe(false);
  });

  it("rememberMe true after a don't-remember sign-in removes the dont_remember cookie", async () => {
    const t = await makeAuth();
    await t.signUp({ email: "c6@example.com" });
    const { cookies } = await t.signIn({
      email: "c6@example.com",
      password: PASSWORD,
      rememberMe: false,
    });
    const { response } = await t.signIn({ email: "c6@example.com", password: PASSWORD }, cookies);
    expect(lastCookie(response, COOKIE.dontRemember)?.attributes.get("max-age")).toBe("0");
    expect(lastCookie(response, COOKIE.token)?.attributes.get("max-age")).toBe(String(7 * DAY));
  });

  it("sign-out expires session_token, session_data and dont_remember with Max-Age=0", async () => {
    const t = await makeAuth();
    await t.signUp({ email: "c7@example.com" });
    const { cookies } = await t.signIn({
      email: "c7@example.com",
      password: PASSWORD,
      rememberMe: false,
    });
    const response = await t.request("/sign-out", { method: "POST", body: {}, cookies });
    for (const name of [COOKIE.token, COOKIE.data, COOKIE.dontRemember]) {
      const cookie = setCookies(response).find((entry) => entry.name === name);
      expect(cookie?.attributes.get("max-age")).toBe("0");
      expect(cookie?.value).toBe("");
      expect(cookie?.attributes.get("path")).toBe("/");
    }
  });

  it("refuses a cookie max-age above 34560000 s: expiresIn over 400 days is refused at start-up", async () => {
    await expect(makeAuth({ session: { expiresIn: 401 * DAY } })).rejects.toThrow(
      /34560000 s \(400 days\)/,
    );
  });

  it("accepts exactly 400 days (34560000 s)", async () => {
    const t = await makeAuth({ session: { expiresIn: 400 * DAY } });
    const { response } = await t.signUp({ email: "c9@example.com" });
    expect(lastCookie(response, COOKIE.token)?.attributes.get("max-age")).toBe("34560000");
  });
});

describe("cookie attributes without a database matrix", () => {
  it("defaultCookieAttributes are applied to every cookie", async () => {
    const t = await createTestAuth({
      advanced: { defaultCookieAttributes: { sameSite: "strict", domain: "example.com" } },
    });
    const { response } = await t.signUp({ email: "d1@example.com" });
    const cookie = lastCookie(response, COOKIE.token);
    expect(cookie?.attributes.get("samesite")).toBe("Strict");
    expect(cookie?.attributes.get("domain")).toBe("example.com");
  });
});
