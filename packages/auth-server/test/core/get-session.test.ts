import { describe, expect, it } from "vitest";
import { authFactory, COOKIE, endpointDatabases, setCookies } from "./support";

interface SessionAnswer {
  session: {
    id: string;
    token: string;
    userId: string;
    expiresAt: string;
    createdAt: string;
    updatedAt: string;
    ipAddress: string | null;
    userAgent: string | null;
  };
  user: { id: string; email: string; name: string; emailVerified: boolean };
}

describe.each(endpointDatabases)("GET /get-session on $name", (target) => {
  const makeAuth = authFactory(target);

  it("answers null (200) without a session cookie", async () => {
    const t = await makeAuth();
    const { status, data } = await t.json("/get-session", { cookies: null });
    expect(status).toBe(200);
    expect(data).toBeNull();
  });

  it("answers { session, user } for a signed-in browser", async () => {
    const t = await makeAuth();
    const { user, cookies } = await t.signUp({ email: "gs@example.com", name: "Grace" });
    const { status, data } = await t.json<SessionAnswer>("/get-session", { cookies });
    expect(status).toBe(200);
    expect(Object.keys(data).sort()).toEqual(["session", "user"]);
    expect(data.user).toMatchObject({ id: user.id, email: "gs@example.com", name: "Grace" });
    expect(data.session.userId).toBe(user.id);
    const lifetime = Date.parse(data.session.expiresAt) - Date.parse(data.session.createdAt);
    expect(Math.round(lifetime / 1000)).toBe(7 * 86_400);
  });

  it("answers null and clears the cookies for a token with a forged signature", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "forged@example.com" });
    const signed = cookies.get(COOKIE.token) ?? "";
    const token = decodeURIComponent(signed).split(".")[0] ?? "";
    cookies.set(COOKIE.token, encodeURIComponent(`${token}.${"A".repeat(43)}=`));
    const { data, response } = await t.json("/get-session", { cookies });
    expect(data).toBeNull();
    const cleared = setCookies(response).find((cookie) => cookie.name === COOKIE.token);
    expect(cleared?.attributes.get("max-age")).toBe("0");
  });

  it("answers null for a well-signed token whose session does not exist", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "gone@example.com" });
    const me = await t.json<SessionAnswer>("/get-session", { cookies });
    const ctx = await t.auth.$context;
    await ctx.internalAdapter.deleteSession(me.data.session.token);
    const { data, response } = await t.json("/get-session", { cookies });
    expect(data).toBeNull();
    const cleared = setCookies(response).find((cookie) => cookie.name === COOKIE.token);
    expect(cleared?.attributes.get("max-age")).toBe("0");
  });

  it("accepts disableCookieCache / disableRefresh as 'true' and 'false' strings", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "flags@example.com" });
    for (const value of ["true", "false"]) {
      const { status, data } = await t.json<SessionAnswer>("/get-session", {
        cookies,
        query: { disableCookieCache: value, disableRefresh: value },
      });
      expect(status).toBe(200);
      expect(data.user.email).toBe("flags@example.com");
    }
  });

  it("refuses a flag that is neither boolean nor 'true'/'false': 400 'Invalid query parameters'", async () => {
    const t = await makeAuth();
    const { status, data } = await t.json("/get-session", {
      cookies: null,
      query: { disableCookieCache: "yes" },
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Invalid query parameters",
      field: "disableCookieCache",
    });
  });

  it("accepts boolean flags through auth.api", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "apiflags@example.com" });
    const result = await t.auth.api.getSession({
      headers: { cookie: cookies.header() ?? "" },
      query: { disableCookieCache: true, disableRefresh: true },
    });
    expect(result?.user.email).toBe("apiflags@example.com");
  });
});
