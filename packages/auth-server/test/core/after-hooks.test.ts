import {
  APIError,
  type AuthPlugin,
  authError,
  catalogueError,
  createAuthEndpoint,
  defineErrorCodes,
  type GlobalHooks,
  getCurrentSession,
  requireSession,
} from "@tollgate/auth-server";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { authFactory, COOKIE, endpointDatabases, PASSWORD } from "./support";

/** A catalogue an after hook translates answers into. */
const GERMAN = defineErrorCodes({ NOT_AUTHORIZED: "Nicht autorisiert" });

/** What the hooks of the last request saw. */
const seen: { returned: unknown[]; userAgent?: string | null; email?: string | undefined } = {
  returned: [],
};

function hookedPlugin() {
  return {
    id: "hooked",
    endpoints: {
      refuse: createAuthEndpoint("/hooked/refuse", { method: "GET" }, async () => {
        throw authError("FORBIDDEN", "NOT_AUTHORIZED");
      }),
      crash: createAuthEndpoint("/hooked/crash", { method: "GET" }, async (): Promise<never> => {
        throw new TypeError("a bug in the endpoint");
      }),
      guarded: createAuthEndpoint("/hooked/guarded", { method: "GET" }, async (ctx) => ({
        // The before hook's requireSession already read the session for this request.
        email: ctx.context.currentSession?.user.email ?? null,
      })),
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/hooked/guarded",
          handler: async (ctx) => {
            seen.userAgent = ctx.getHeader("user-agent");
            ctx.setHeader("x-before", "guarded");
            await requireSession(ctx);
          },
        },
        {
          matcher: (ctx) => ctx.path === "/ok" && ctx.query?.answer === "hook",
          handler: (ctx) => {
            ctx.responseHeaders.append("set-cookie", "from_before=1; Path=/");
            return { response: { answeredBy: "before hook" } };
          },
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path.startsWith("/hooked/"),
          handler: (ctx) => {
            seen.returned.push(ctx.returned);
          },
        },
        {
          matcher: (ctx) => ctx.path === "/hooked/refuse" && ctx.query?.lang === "de",
          handler: (ctx) => {
            if (ctx.returned instanceof APIError && ctx.returned.body?.code === "NOT_AUTHORIZED") {
              throw catalogueError(GERMAN, "FORBIDDEN", "NOT_AUTHORIZED");
            }
          },
        },
        {
          matcher: (ctx) => ctx.path.startsWith("/hooked/") && ctx.query?.recover === "1",
          handler: () => ({ response: { recovered: true } }),
        },
        {
          matcher: (ctx) => ctx.path === "/hooked/refuse" && ctx.query?.replace === "error",
          handler: () => ({ response: authError("CONFLICT", "USER_ALREADY_EXISTS") }),
        },
        {
          matcher: (ctx) => ctx.path === "/sign-in/email",
          handler: async (ctx) => {
            ctx.setHeader("x-after", "sign-in");
            seen.email = (await getCurrentSession(ctx))?.user.email;
            seen.returned.push(ctx.responseHeaders.getSetCookie());
          },
        },
      ],
    },
  } satisfies AuthPlugin;
}

function reset() {
  seen.returned = [];
  seen.userAgent = undefined;
  seen.email = undefined;
}

describe("after hooks on failures, no database matrix", () => {
  it("see the endpoint's APIError as `returned`; the error is answered unchanged", async () => {
    reset();
    const t = await createTestAuth({ plugins: [hookedPlugin()] });
    const { status, data } = await t.json("/hooked/refuse", { cookies: null });
    expect(status).toBe(403);
    expect(data).toEqual({ code: "NOT_AUTHORIZED", message: "Not authorized" });
    expect(seen.returned).toHaveLength(1);
    expect(seen.returned[0]).toBeInstanceOf(APIError);
    expect(seen.returned[0]).toMatchObject({ statusCode: 403, body: { code: "NOT_AUTHORIZED" } });
  });

  it("an after hook translates an error by throwing another: HTTP and auth.api answer it", async () => {
    reset();
    const t = await createTestAuth({ plugins: [hookedPlugin()] });
    const { status, data } = await t.json("/hooked/refuse", {
      cookies: null,
      query: { lang: "de" },
    });
    expect(status).toBe(403);
    expect(data).toEqual({ code: "NOT_AUTHORIZED", message: "Nicht autorisiert" });
    await expect(t.auth.api.refuse({ query: { lang: "de" } })).rejects.toMatchObject({
      statusCode: 403,
      body: { code: "NOT_AUTHORIZED", message: "Nicht autorisiert" },
    });
  });

  it("an after hook replaces an error with a value: answered 200", async () => {
    reset();
    const t = await createTestAuth({ plugins: [hookedPlugin()] });
    const { status, data } = await t.json("/hooked/refuse", {
      cookies: null,
      query: { recover: "1" },
    });
    expect(status).toBe(200);
    expect(data).toEqual({ recovered: true });
  });

  it("an after hook that answers an APIError fails the call with it", async () => {
    reset();
    const t = await createTestAuth({ plugins: [hookedPlugin()] });
    const { status, data } = await t.json("/hooked/refuse", {
      cookies: null,
      query: { replace: "error" },
    });
    expect(status).toBe(409);
    expect(data).toEqual({ code: "USER_ALREADY_EXISTS", message: "User already exists" });
  });

  it("see an unexpected error too: 500 unless a hook replaces it", async () => {
    reset();
    const t = await createTestAuth({ plugins: [hookedPlugin()] });
    const crashed = await t.json("/hooked/crash", { cookies: null });
    expect(crashed.status).toBe(500);
    expect(crashed.data).toEqual({
      code: "INTERNAL_SERVER_ERROR",
      message: "Internal server error",
    });
    expect(seen.returned[0]).toBeInstanceOf(TypeError);
    const recovered = await t.json("/hooked/crash", { cookies: null, query: { recover: "1" } });
    expect(recovered.status).toBe(200);
    expect(recovered.data).toEqual({ recovered: true });
  });

  it("options.hooks.after sees a validation failure and may replace it", async () => {
    const returned: unknown[] = [];
    const hooks: GlobalHooks = {
      after: (ctx) => {
        returned.push(ctx.returned);
        if (ctx.query?.recover === "1") return { response: { session: null } };
      },
    };
    const t = await createTestAuth({ hooks });
    const failed = await t.json("/get-session", {
      cookies: null,
      query: { disableRefresh: "maybe" },
    });
    expect(failed.status).toBe(400);
    expect(returned[0]).toMatchObject({ statusCode: 400, body: { code: "VALIDATION_ERROR" } });
    const replaced = await t.json("/get-session", {
      cookies: null,
      query: { disableRefresh: "maybe", recover: "1" },
      skipAnswerCheck: true,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.data).toEqual({ session: null });
  });

  it("a before hook's response headers reach the client, also when it answers in place of the endpoint", async () => {
    const t = await createTestAuth({ plugins: [hookedPlugin()] });
    const { data, response } = await t.json("/ok", {
      cookies: null,
      query: { answer: "hook" },
      skipAnswerCheck: true,
    });
    expect(data).toEqual({ answeredBy: "before hook" });
    expect(response.headers.getSetCookie()).toEqual(["from_before=1; Path=/"]);
  });
});

describe.each(endpointDatabases)(
  "hook contexts read the request and the session on $name",
  (target) => {
    const makeAuth = authFactory(target);

    it("a before hook reads headers and refuses without a session through requireSession: 401", async () => {
      reset();
      const t = await makeAuth({ plugins: [hookedPlugin()] });
      const { status, data, response } = await t.json("/hooked/guarded", {
        cookies: null,
        headers: { "user-agent": "hook-probe/1.0" },
      });
      expect(status).toBe(401);
      expect(data).toEqual({ code: "NOT_AUTHENTICATED", message: "Not authenticated" });
      expect(seen.userAgent).toBe("hook-probe/1.0");
      // What the before hook set goes out with the failure too.
      expect(response.headers.get("x-before")).toBe("guarded");
      // A before hook's failure ends the call: neither the endpoint nor the after hooks ran.
      expect(seen.returned).toEqual([]);
    });

    it("a before hook's requireSession lets a signed-in caller through, and its header reaches the client", async () => {
      const t = await makeAuth({ plugins: [hookedPlugin()] });
      const { cookies } = await t.signUp({ email: "guarded@example.com" });
      const { status, data, response } = await t.json("/hooked/guarded", { cookies });
      expect(status).toBe(200);
      expect(data).toEqual({ email: "guarded@example.com" });
      expect(response.headers.get("x-before")).toBe("guarded");
    });

    it("an after hook reads the new session and the Set-Cookie lines, and sets a header", async () => {
      reset();
      const t = await makeAuth({ plugins: [hookedPlugin()] });
      await t.signUp({ email: "after-hook@example.com" });
      const { response } = await t.signIn({ email: "after-hook@example.com", password: PASSWORD });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-after")).toBe("sign-in");
      expect(seen.email).toBe("after-hook@example.com");
      const cookies = seen.returned[0];
      expect(cookies).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^${COOKIE.token}=`))]),
      );
    });
  },
);
