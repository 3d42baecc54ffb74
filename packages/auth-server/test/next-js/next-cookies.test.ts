import { describe, expect, it } from "vitest";
import type { AuthPlugin } from "../../src";
import { nextCookies } from "../../src/next-js";
import { nextCookiesWith } from "../../src/next-js/next-cookies";
import { createTestAuth, TEST_BASE_URL } from "../../src/testing";
import { cookieHeaderOf, fakeNextRequest } from "./fake-next-headers";

const credentials = { email: "ada@example.com", password: "correct horse battery" };

describe("nextCookies", () => {
  it("writes the cookies of a sign-in made through auth.api to Next.js's cookie store", async () => {
    const next = fakeNextRequest({ "next-action": "abc" });
    const { auth, signUp } = await createTestAuth({ plugins: [nextCookiesWith(next.load)] });
    await signUp(credentials);

    await auth.api.signInEmail({ body: credentials, headers: new Headers() });

    const token = next.set.find((call) => call.name.endsWith(".session_token"));
    expect(token?.options).toMatchObject({ httpOnly: true, path: "/", sameSite: "lax" });
    expect(token?.options.maxAge).toBeGreaterThan(0);
    // The store encodes the value itself: what it got is the decoded, signed token.
    expect(token?.value).toMatch(/^[^%]+\.[^%]+$/);
    const session = await auth.api.getSession({
      headers: new Headers({ cookie: cookieHeaderOf(next.set) }),
    });
    expect(session?.user.email).toBe(credentials.email);
  });

  it("writes the expired cookies of a sign-out", async () => {
    const next = fakeNextRequest({ "next-action": "abc" });
    const { auth, signUp } = await createTestAuth({ plugins: [nextCookiesWith(next.load)] });
    await signUp(credentials);
    await auth.api.signInEmail({ body: credentials, headers: new Headers() });
    const cookie = cookieHeaderOf(next.set);
    next.set.length = 0;

    await auth.api.signOut({ headers: new Headers({ cookie, origin: TEST_BASE_URL }) });

    const token = next.set.find((call) => call.name.endsWith(".session_token"));
    expect(token).toMatchObject({ value: "", options: { maxAge: 0 } });
  });

  it("leaves requests over HTTP to the route handler's Response", async () => {
    const next = fakeNextRequest();
    const test = await createTestAuth({ plugins: [nextCookiesWith(next.load)] });

    const { response } = await test.signUp(credentials);

    expect(response.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(next.set).toEqual([]);
  });

  it("does not refresh the session in a Server Component, which cannot set cookies", async () => {
    const rsc = fakeNextRequest({ rsc: "1" });
    const action = fakeNextRequest({ rsc: "1", "next-action": "abc" });
    let current = rsc;
    const plugin = nextCookiesWith(() => current.load());
    // Every read is due for a refresh: the session lives an hour, refreshed when under an hour.
    const { auth, signUp } = await createTestAuth({
      plugins: [plugin],
      session: { expiresIn: 3600, updateAge: 3600 },
    });
    const { cookies } = await signUp(credentials);
    const headers = new Headers({ cookie: cookies.header() ?? "" });
    const before = await auth.api.getSession({ headers });

    const inComponent = await auth.api.getSession({ headers });
    expect(inComponent?.session.expiresAt).toEqual(before?.session.expiresAt);
    expect(rsc.set).toEqual([]);

    current = action;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const inAction = await auth.api.getSession({ headers });
    expect(inAction?.session.expiresAt.getTime()).toBeGreaterThan(
      before?.session.expiresAt.getTime() ?? Number.POSITIVE_INFINITY,
    );
    expect(action.set.some((call) => call.name.endsWith(".session_token"))).toBe(true);
  });

  it("does nothing outside a Next.js request (the real next/headers, no request scope)", async () => {
    const { auth, signUp } = await createTestAuth({ plugins: [nextCookies()] });
    await signUp(credentials);

    const answer = await auth.api.signInEmail({ body: credentials, headers: new Headers() });

    expect(answer.user.email).toBe(credentials.email);
  });

  it("passes on an error of the cookie store that is not about the request scope", async () => {
    const failing = nextCookiesWith(async () => ({
      headers: async () => new Headers(),
      cookies: async () => {
        throw new Error("cookies() cannot be used inside a cached function");
      },
    }));
    const { auth, signUp } = await createTestAuth({ plugins: [failing] });
    await signUp(credentials);

    await expect(
      auth.api.signInEmail({ body: credentials, headers: new Headers() }),
    ).rejects.toThrow(/cached function/);
  });

  it("warns at start-up when a later plugin has after hooks", async () => {
    const warnings: string[] = [];
    const later: AuthPlugin = {
      id: "later",
      hooks: { after: [{ matcher: () => true, handler: () => undefined }] },
    };
    const test = await createTestAuth({
      plugins: [nextCookies(), later],
      logger: {
        log: (level: string, message: string) => level === "warn" && warnings.push(message),
      },
    });
    await test.auth.api.getSession({ headers: new Headers() });

    expect(warnings.some((message) => message.includes("nextCookies() should be the last"))).toBe(
      true,
    );
  });
});
