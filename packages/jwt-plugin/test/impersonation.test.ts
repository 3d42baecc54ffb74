import { admin } from "@tollgate/admin-plugin";
import { type CookieCarrier, createTestAuth } from "@tollgate/auth-server/testing";
import { createLocalJWKSet, type JWTPayload, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { jwt } from "../src/index";
import type { JwtOptions } from "../src/options";

const ORIGIN = "http://localhost:3000";
const PASSWORD = "correct horse battery";

/** The admin and jwt plugins together, an admin signed in, and a member to impersonate. */
async function serverWithAdminAndJwt(options: JwtOptions = {}) {
  const t = await createTestAuth({ plugins: [admin(), jwt(options)] });
  const created = await t.auth.api.createUser({
    body: { email: "admin@example.com", password: PASSWORD, name: "Admin", role: "admin" },
  });
  const adminBrowser = t.newBrowser();
  const signedIn = await t.signIn({ email: "admin@example.com", password: PASSWORD }, adminBrowser);
  if (!signedIn.response.ok) throw new Error(`admin sign-in failed: ${signedIn.response.status}`);
  const member = await t.signUp({ email: "member@example.com", password: PASSWORD });

  const verify = async (token: string | null): Promise<JWTPayload> => {
    if (!token) throw new Error("no token");
    const keySet = createLocalJWKSet(
      (await t.json<Parameters<typeof createLocalJWKSet>[0]>("/jwks", { cookies: null })).data,
    );
    const { payload } = await jwtVerify(token, keySet, { issuer: ORIGIN, audience: ORIGIN });
    return payload;
  };
  /** GET /token's JWT, verified, as `browser`. */
  const tokenOf = async (browser: CookieCarrier) => {
    const { status, data } = await t.json<{ token: string }>("/token", { cookies: browser });
    expect(status).toBe(200);
    return verify(data.token);
  };
  /** The set-auth-jwt header of GET /get-session, verified, as `browser`. */
  const headerTokenOf = async (browser: CookieCarrier) => {
    const response = await t.request("/get-session", { cookies: browser });
    return verify(response.headers.get("set-auth-jwt"));
  };
  return { t, adminId: created.user.id, adminBrowser, member, tokenOf, headerTokenOf };
}

describe("JWTs of impersonation sessions (admin + jwt plugins)", () => {
  it("regression: GET /token and set-auth-jwt name the impersonating admin in act.sub (RFC 8693)", async () => {
    const s = await serverWithAdminAndJwt();
    const own = await s.tokenOf(s.adminBrowser);
    expect(own.sub).toBe(s.adminId);
    expect(own).not.toHaveProperty("act");

    const started = await s.t.json("/admin/impersonate-user", {
      body: { userId: s.member.user.id },
      cookies: s.adminBrowser,
    });
    expect(started.status).toBe(200);

    for (const payload of [
      await s.tokenOf(s.adminBrowser),
      await s.headerTokenOf(s.adminBrowser),
    ]) {
      expect(payload.sub).toBe(s.member.user.id);
      expect(payload.email).toBe("member@example.com");
      expect(payload.act).toEqual({ sub: s.adminId });
    }

    // The member's own session, and the admin's after stopping, carry no actor.
    expect(await s.tokenOf(s.member.cookies)).not.toHaveProperty("act");
    const stopped = await s.t.json("/admin/stop-impersonating", {
      body: {},
      cookies: s.adminBrowser,
    });
    expect(stopped.status).toBe(200);
    const after = await s.tokenOf(s.adminBrowser);
    expect(after.sub).toBe(s.adminId);
    expect(after).not.toHaveProperty("act");
  });

  it("keeps act with definePayload, over an act the payload names itself", async () => {
    const s = await serverWithAdminAndJwt({
      jwt: { definePayload: ({ user }) => ({ email: user.email, act: { sub: "someone-else" } }) },
    });
    await s.t.json("/admin/impersonate-user", {
      body: { userId: s.member.user.id },
      cookies: s.adminBrowser,
    });
    const payload = await s.tokenOf(s.adminBrowser);
    expect(payload).toMatchObject({ sub: s.member.user.id, email: "member@example.com" });
    expect(payload.act).toEqual({ sub: s.adminId });
  });
});
