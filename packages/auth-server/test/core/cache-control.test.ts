import { type AuthPlugin, createAuthEndpoint, requireSession } from "@tollgate/auth-server";
import { TEST_BASE_URL } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { nodeServers } from "./node-server";
import { authFactory, endpointDatabases, PASSWORD } from "./support";

// Answers carrying a session or personal data must not be stored by a browser or a shared
// cache (issue 19, item 7): one rule in the answer builder gives every answer no-store.
const profile = createAuthEndpoint("/profile-card", { method: "GET" }, async (ctx) => {
  const { user } = await requireSession(ctx);
  return { email: user.email };
});
const publicKeys = createAuthEndpoint("/public-keys", { method: "GET" }, async (ctx) => {
  ctx.setHeader("cache-control", "public, max-age=300");
  return { keys: [] };
});
const plugin = { id: "cache-probe", endpoints: { profile, publicKeys } } satisfies AuthPlugin;

describe.each(endpointDatabases)("Cache-Control on auth answers, on $name", (target) => {
  const makeAuth = authFactory(target);
  const serve = nodeServers();

  it("every session or personal answer, success or failure, core or plugin, says no-store", async () => {
    const t = await makeAuth({ plugins: [plugin] });
    const base = await serve(t.auth);
    const json = { "content-type": "application/json", origin: TEST_BASE_URL };
    const post = (path: string, body: unknown, cookie = "") =>
      fetch(`${base}/api/auth${path}`, {
        method: "POST",
        headers: { ...json, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const get = (path: string, cookie = "") =>
      fetch(`${base}/api/auth${path}`, { headers: cookie ? { cookie } : {} });

    const signUp = await post("/sign-up/email", {
      name: "Ada",
      email: "cache@example.com",
      password: PASSWORD,
    });
    const signIn = await post("/sign-in/email", { email: "cache@example.com", password: PASSWORD });
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const answers = {
      signUp,
      signIn,
      wrongPassword: await post("/sign-in/email", { email: "cache@example.com", password: "x" }),
      getSession: await get("/get-session", cookie),
      anonymousGetSession: await get("/get-session"),
      listSessions: await get("/list-sessions", cookie),
      listAccounts: await get("/list-accounts", cookie),
      updateUser: await post("/update-user", { name: "Ada L." }, cookie),
      pluginProfile: await get("/profile-card", cookie),
      pluginUnauthorized: await get("/profile-card"),
      signOut: await post("/sign-out", {}, cookie),
      notFound: await get("/no-such-route"),
    };
    const policies = Object.fromEntries(
      Object.entries(answers).map(([name, response]) => [
        name,
        `${response.status} ${response.headers.get("cache-control")}`,
      ]),
    );
    expect(policies).toEqual({
      signUp: "200 no-store",
      signIn: "200 no-store",
      wrongPassword: "401 no-store",
      getSession: "200 no-store",
      anonymousGetSession: "200 no-store",
      listSessions: "200 no-store",
      listAccounts: "200 no-store",
      updateUser: "200 no-store",
      pluginProfile: "200 no-store",
      pluginUnauthorized: "401 no-store",
      signOut: "200 no-store",
      notFound: "404 no-store",
    });
  });

  it("keeps an endpoint's own Cache-Control, and applies through auth.api({ asResponse })", async () => {
    const t = await makeAuth({ plugins: [plugin] });
    const base = await serve(t.auth);
    const keys = await fetch(`${base}/api/auth/public-keys`);
    expect(keys.headers.get("cache-control")).toBe("public, max-age=300");
    await t.signUp({ email: "api@example.com" });
    const viaApi = await t.auth.api.signInEmail({
      body: { email: "api@example.com", password: PASSWORD },
      asResponse: true,
    });
    expect(viaApi.headers.get("cache-control")).toBe("no-store");
  });
});
