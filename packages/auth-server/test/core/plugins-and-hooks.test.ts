import {
  type AuthPlugin,
  authError,
  createAuthEndpoint,
  type GlobalHooks,
} from "@tollgate/auth-server";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, expectTypeOf, it } from "vitest";
import { authFactory, endpointDatabases, PASSWORD } from "./support";

function testPlugin() {
  return {
    id: "test-plugin",
    schema: { user: { fields: { nickname: { type: "string", required: false } } } },
    endpoints: {
      pluginHello: createAuthEndpoint("/plugin/hello", { method: "GET" }, async (ctx) => ({
        greeting: String(ctx.context.greeting),
      })),
      pluginFail: createAuthEndpoint("/plugin/fail", { method: "POST" }, async () => {
        throw authError("BAD_REQUEST", "NOT_AUTHORIZED");
      }),
    },
    hooks: {
      before: [
        {
          matcher: (context) => context.path === "/sign-up/email",
          handler: (context) => ({
            body: { ...(context.body as Record<string, unknown>), name: "Renamed By Hook" },
          }),
        },
        {
          matcher: (context) => context.path === "/plugin/hello" && context.query?.short === "1",
          handler: () => ({ response: { greeting: "short-circuit" } }),
        },
        {
          matcher: (context) => context.path === "/update-user",
          handler: (context) => {
            const body = context.body as Record<string, unknown>;
            if (body.name === "forbidden") throw authError("FORBIDDEN", "NOT_AUTHORIZED");
          },
        },
      ],
      after: [
        {
          matcher: (context) => context.path === "/ok",
          handler: (context) => ({
            response: { ...(context.returned as Record<string, unknown>), plugin: true },
          }),
        },
      ],
    },
    errorCodes: { PLUGIN_ERROR: "A plugin error" },
    init: () => ({ context: { greeting: "hello from init" } }),
    rateLimit: [{ pathMatcher: (path: string) => path === "/plugin/hello", window: 10, max: 1 }],
  } satisfies AuthPlugin;
}

describe.each(endpointDatabases)("plugins and hooks on $name", (target) => {
  const makeAuth = authFactory(target);

  it("routes plugin endpoints over HTTP and through auth.api, with init's context", async () => {
    const t = await makeAuth({ plugins: [testPlugin()] });
    const { status, data } = await t.json("/plugin/hello", { cookies: null });
    expect(status).toBe(200);
    expect(data).toEqual({ greeting: "hello from init" });
    const viaApi = await t.auth.api.pluginHello();
    expect(viaApi).toEqual({ greeting: "hello from init" });
    expectTypeOf(viaApi.greeting).toEqualTypeOf<string>();
  });

  it("adds the plugin's schema field to the user table", async () => {
    const t = await makeAuth({ plugins: [testPlugin()] });
    const { data } = await t.json<{ user: { nickname: string | null } }>("/sign-up/email", {
      body: { name: "N", email: "nick@example.com", password: PASSWORD, nickname: "nicky" },
      cookies: null,
    });
    expect(data.user.nickname).toBe("nicky");
  });

  it("a before hook replaces the body", async () => {
    const t = await makeAuth({ plugins: [testPlugin()] });
    const { user } = await t.signUp({ email: "renamed@example.com", name: "Original" });
    expect(user.name).toBe("Renamed By Hook");
  });

  it("a before hook can answer instead of the endpoint", async () => {
    const t = await makeAuth({ plugins: [testPlugin()] });
    const { data } = await t.json("/plugin/hello", { cookies: null, query: { short: "1" } });
    expect(data).toEqual({ greeting: "short-circuit" });
  });

  it("a before hook can refuse with an APIError", async () => {
    const t = await makeAuth({ plugins: [testPlugin()] });
    const { cookies } = await t.signUp({ email: "refused@example.com" });
    const { status, data } = await t.json("/update-user", { body: { name: "forbidden" }, cookies });
    expect(status).toBe(403);
    expect(data).toMatchObject({ code: "NOT_AUTHORIZED", message: "Not authorized" });
  });

  it("an after hook replaces the response", async () => {
    const t = await makeAuth({ plugins: [testPlugin()] });
    const { data } = await t.json("/ok", { cookies: null });
    expect(data).toEqual({ ok: true, plugin: true });
  });

  it("an endpoint's APIError answers with its status and catalogue message", async () => {
    const t = await makeAuth({ plugins: [testPlugin()] });
    const { status, data } = await t.json("/plugin/fail", {
      method: "POST",
      body: {},
      cookies: null,
    });
    expect(status).toBe(400);
    expect(data).toEqual({ code: "NOT_AUTHORIZED", message: "Not authorized" });
  });
});

describe("plugin contract (no database matrix)", () => {
  it("merges the plugin's errorCodes into $ERROR_CODES, typed", async () => {
    const t = await createTestAuth({ plugins: [testPlugin()] });
    expect(t.auth.$ERROR_CODES.PLUGIN_ERROR).toBe("A plugin error");
    expect(t.auth.$ERROR_CODES.USER_NOT_FOUND).toBe("User not found");
    expectTypeOf(t.auth.$ERROR_CODES).toHaveProperty("PLUGIN_ERROR");
  });

  it("applies the plugin's rateLimit rule when rate limiting is on", async () => {
    const t = await createTestAuth({ plugins: [testPlugin()], rateLimit: { enabled: true } });
    expect((await t.request("/plugin/hello", { cookies: null })).status).toBe(200);
    expect((await t.request("/plugin/hello", { cookies: null })).status).toBe(429);
  });

  it("runs options.hooks before and after every endpoint", async () => {
    const seen: string[] = [];
    const hooks: GlobalHooks = {
      before: (context) => {
        seen.push(`before ${context.path}`);
      },
      after: (context) => {
        seen.push(`after ${context.path}`);
        if (context.path === "/ok") return { response: { ok: true, global: true } };
      },
    };
    const t = await createTestAuth({ hooks });
    const { data } = await t.json("/ok", { cookies: null });
    expect(data).toEqual({ ok: true, global: true });
    await t.json("/get-session", { cookies: null });
    expect(seen).toEqual(["before /ok", "after /ok", "before /get-session", "after /get-session"]);
  });

  it("an after hook sees the new session of a sign-in", async () => {
    let newUserEmail: string | undefined;
    const hooks: GlobalHooks = {
      after: (context) => {
        if (context.path === "/sign-in/email")
          newUserEmail = context.context.newSession?.user.email;
      },
    };
    const t = await createTestAuth({ hooks });
    await t.signUp({ email: "after@example.com" });
    await t.signIn({ email: "after@example.com", password: PASSWORD });
    expect(newUserEmail).toBe("after@example.com");
  });

  it("disabledPaths answer 404", async () => {
    const t = await createTestAuth({ disabledPaths: ["/sign-up/email"] });
    const { status } = await t.json("/sign-up/email", {
      body: { name: "x", email: "x@example.com", password: PASSWORD },
      cookies: null,
    });
    expect(status).toBe(404);
  });

  it("tells hooks whether the call came over HTTP (viaHttp) or from auth.api", async () => {
    const seen: boolean[] = [];
    const hooks: GlobalHooks = { before: (context) => void seen.push(context.context.viaHttp) };
    const t = await createTestAuth({ hooks });
    await t.json("/ok", { cookies: null });
    await t.auth.api.ok();
    await t.auth.api.ok({ headers: { "user-agent": "server" } });
    expect(seen).toEqual([true, false, false]);
  });
});
