import { describe, expect, it } from "vitest";
import { authFactory, COOKIE, endpointDatabases, PASSWORD, setCookies } from "./support";

interface SessionRow {
  id: string;
  token: string;
  userId: string;
  expiresAt: string;
  createdAt: string;
}

describe.each(endpointDatabases)("list-sessions and revoke-* on $name", (target) => {
  const makeAuth = authFactory(target);

  async function userWithSessions(t: Awaited<ReturnType<typeof makeAuth>>, email: string) {
    const { cookies: a, user } = await t.signUp({ email });
    const { cookies: b } = await t.signIn({ email, password: PASSWORD });
    const { cookies: c } = await t.signIn({ email, password: PASSWORD });
    const tokenOf = async (cookies: typeof a) =>
      (await t.json<{ session: { token: string } }>("/get-session", { cookies })).data.session
        .token;
    return { user, a, b, c, tokens: [await tokenOf(a), await tokenOf(b), await tokenOf(c)] };
  }

  describe("GET /list-sessions", () => {
    it("answers the caller's own sessions as an array of Session", async () => {
      const t = await makeAuth();
      const mine = await userWithSessions(t, "ls@example.com");
      await t.signUp({ email: "someone-else@example.com" });
      const { status, data } = await t.json<SessionRow[]>("/list-sessions", { cookies: mine.a });
      expect(status).toBe(200);
      expect(Array.isArray(data)).toBe(true);
      expect(data.map((row) => row.token).sort()).toEqual([...mine.tokens].sort());
      for (const row of data) expect(row.userId).toBe(mine.user.id);
    });

    it("answers 401 NOT_AUTHENTICATED without a session", async () => {
      const t = await makeAuth();
      const { status, data } = await t.json("/list-sessions", { cookies: null });
      expect(status).toBe(401);
      expect(data).toMatchObject({ code: "NOT_AUTHENTICATED" });
    });
  });

  describe("POST /revoke-session", () => {
    it("revokes one of the caller's other sessions: { status: true }", async () => {
      const t = await makeAuth();
      const mine = await userWithSessions(t, "rs@example.com");
      const { status, data } = await t.json("/revoke-session", {
        method: "POST",
        body: { token: mine.tokens[1] },
        cookies: mine.a,
      });
      expect(status).toBe(200);
      expect(data).toEqual({ status: true });
      expect((await t.json("/get-session", { cookies: mine.b })).data).toBeNull();
      expect((await t.json("/get-session", { cookies: mine.a })).data).not.toBeNull();
    });

    it("revoking the current session also clears its cookies", async () => {
      const t = await makeAuth();
      const mine = await userWithSessions(t, "rs-self@example.com");
      const response = await t.request("/revoke-session", {
        method: "POST",
        body: { token: mine.tokens[0] },
        cookies: mine.a,
      });
      expect(response.status).toBe(200);
      const cleared = setCookies(response).find((cookie) => cookie.name === COOKIE.token);
      expect(cleared?.attributes.get("max-age")).toBe("0");
    });

    it("refuses another user's token with 400 SESSION_NOT_FOUND and keeps it", async () => {
      const t = await makeAuth();
      const mine = await userWithSessions(t, "me@example.com");
      const { cookies: theirs } = await t.signUp({ email: "them@example.com" });
      const theirToken = (
        await t.json<{ session: { token: string } }>("/get-session", { cookies: theirs })
      ).data.session.token;
      const { status, data } = await t.json("/revoke-session", {
        method: "POST",
        body: { token: theirToken },
        cookies: mine.a,
      });
      expect(status).toBe(400);
      expect(data).toEqual({ code: "SESSION_NOT_FOUND", message: "Session not found" });
      expect((await t.json("/get-session", { cookies: theirs })).data).not.toBeNull();
    });

    it("refuses an unknown token with 400 SESSION_NOT_FOUND", async () => {
      const t = await makeAuth();
      const { cookies } = await t.signUp({ email: "unknown-token@example.com" });
      const { status, data } = await t.json("/revoke-session", {
        method: "POST",
        body: { token: "no-such-token" },
        cookies,
      });
      expect(status).toBe(400);
      expect(data).toMatchObject({ code: "SESSION_NOT_FOUND", message: "Session not found" });
    });

    it("refuses a body without token: 400 VALIDATION_ERROR naming token", async () => {
      const t = await makeAuth();
      const { cookies } = await t.signUp({ email: "no-token@example.com" });
      const { status, data } = await t.json("/revoke-session", {
        method: "POST",
        body: {},
        cookies,
      });
      expect(status).toBe(400);
      expect(data).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Invalid body parameters",
        field: "token",
      });
    });

    it("refuses a non-string token: 400 VALIDATION_ERROR", async () => {
      const t = await makeAuth();
      const { cookies } = await t.signUp({ email: "num-token@example.com" });
      const { status, data } = await t.json("/revoke-session", {
        method: "POST",
        body: { token: 42 },
        cookies,
      });
      expect(status).toBe(400);
      expect(data).toMatchObject({ code: "VALIDATION_ERROR", field: "token" });
    });

    it("answers 401 without a session", async () => {
      const t = await makeAuth();
      const { status, data } = await t.json("/revoke-session", {
        method: "POST",
        body: { token: "x" },
        cookies: null,
      });
      expect(status).toBe(401);
      expect(data).toMatchObject({ code: "NOT_AUTHENTICATED" });
    });
  });

  describe("POST /revoke-sessions", () => {
    it("revokes every session of the caller, this one included, and clears the cookies", async () => {
      const t = await makeAuth();
      const mine = await userWithSessions(t, "all@example.com");
      const { cookies: other } = await t.signUp({ email: "bystander@example.com" });
      const { status, data, response } = await t.json("/revoke-sessions", {
        method: "POST",
        body: {},
        cookies: mine.a,
      });
      expect(status).toBe(200);
      expect(data).toEqual({ status: true });
      const cleared = setCookies(response).find((cookie) => cookie.name === COOKIE.token);
      expect(cleared?.attributes.get("max-age")).toBe("0");
      const ctx = await t.auth.$context;
      for (const token of mine.tokens)
        expect(await ctx.internalAdapter.findSession(token)).toBeNull();
      expect((await t.json("/get-session", { cookies: other })).data).not.toBeNull();
    });

    it("answers 401 without a session", async () => {
      const t = await makeAuth();
      const { status } = await t.json("/revoke-sessions", {
        method: "POST",
        body: {},
        cookies: null,
      });
      expect(status).toBe(401);
    });
  });

  describe("POST /revoke-other-sessions", () => {
    it("revokes every other session of the caller and keeps this one", async () => {
      const t = await makeAuth();
      const mine = await userWithSessions(t, "others@example.com");
      const { status, data } = await t.json("/revoke-other-sessions", {
        method: "POST",
        body: {},
        cookies: mine.a,
      });
      expect(status).toBe(200);
      expect(data).toEqual({ status: true });
      const listed = await t.json<SessionRow[]>("/list-sessions", { cookies: mine.a });
      expect(listed.data.map((row) => row.token)).toEqual([mine.tokens[0]]);
      expect((await t.json("/get-session", { cookies: mine.c })).data).toBeNull();
    });

    it("answers 401 without a session", async () => {
      const t = await makeAuth();
      const { status } = await t.json("/revoke-other-sessions", {
        method: "POST",
        body: {},
        cookies: null,
      });
      expect(status).toBe(401);
    });
  });
});
