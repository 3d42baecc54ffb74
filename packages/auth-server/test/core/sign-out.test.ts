import { describe, expect, it } from "vitest";
import { authFactory, COOKIE, endpointDatabases, PASSWORD, setCookies } from "./support";

describe.each(endpointDatabases)("POST /sign-out on $name", (target) => {
  const makeAuth = authFactory(target);

  it("answers { success: true }, deletes the session and clears every cookie", async () => {
    const t = await makeAuth({ session: { cookieCache: { enabled: true } } });
    const { cookies } = await t.signUp({ email: "out@example.com" });
    const { cookies: other } = await t.signIn({ email: "out@example.com", password: PASSWORD });
    const me = await t.json<{ session: { token: string } }>("/get-session", { cookies });
    const token = me.data.session.token;

    const { status, data, response } = await t.json("/sign-out", {
      method: "POST",
      body: {},
      cookies,
    });
    expect(status).toBe(200);
    expect(data).toEqual({ success: true });
    const cleared = setCookies(response).filter(
      (cookie) => cookie.attributes.get("max-age") === "0",
    );
    expect(cleared.map((cookie) => cookie.name).sort()).toEqual(
      [COOKIE.data, COOKIE.dontRemember, COOKIE.token].sort(),
    );
    expect(cookies.names()).toEqual([]);

    const ctx = await t.auth.$context;
    expect(await ctx.internalAdapter.findSession(token)).toBeNull();
    // The user's other session is untouched.
    const stillIn = await t.json<{ session: { token: string } } | null>("/get-session", {
      cookies: other,
    });
    expect(stillIn.data?.session.token).toBeTruthy();
    expect(stillIn.data?.session.token).not.toBe(token);
  });

  it("makes the old cookie useless even when replayed", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "replay@example.com" });
    const header = cookies.header() ?? "";
    await t.json("/sign-out", { method: "POST", body: {}, cookies });
    const replay = await t.json("/get-session", {
      cookies: null,
      headers: { cookie: header },
    });
    expect(replay.data).toBeNull();
  });

  it("answers 400 FAILED_TO_GET_SESSION without a session cookie", async () => {
    const t = await makeAuth();
    const { status, data } = await t.json("/sign-out", { method: "POST", body: {}, cookies: null });
    expect(status).toBe(400);
    expect(data).toMatchObject({ code: "FAILED_TO_GET_SESSION", message: "Failed to get session" });
  });
});
