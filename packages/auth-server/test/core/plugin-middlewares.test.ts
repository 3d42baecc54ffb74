import {
  type AuthPlugin,
  createAuthEndpoint,
  createAuthMiddleware,
  freshSessionMiddleware,
  requireFreshSession,
  type SessionWithUser,
  sessionMiddleware,
} from "@tollgate/auth-server";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { createMiddleware } from "better-call";
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { authFactory, endpointDatabases } from "./support";

const DAY_MS = 86_400_000;

/** What the middlewares of one request did, in order (reset by each request's first one). */
let trail: string[] = [];

const first = createAuthMiddleware(async (ctx) => {
  trail = ["first"];
  ctx.setHeader("x-first", "1");
  return { steps: ["first"], count: 1 };
});

const second = createAuthMiddleware(async (ctx) => {
  trail.push("second");
  // What `first` returned is on ctx.context already, as the endpoint will see it.
  const earlier = ctx.context.steps;
  return { sawFirst: Array.isArray(earlier) && earlier.includes("first") };
});

/** Made with better-call directly, as a plugin written for Better Auth makes its middlewares. */
const foreign = createMiddleware(async (ctx) => {
  trail.push("foreign");
  ctx.setCookie("foreign_mark", "1", { path: "/" });
  return { foreignValue: 42 };
});

const refusing = createAuthMiddleware(async (ctx) => {
  trail.push("refusing");
  throw ctx.error("FORBIDDEN", { code: "REFUSED_BY_MIDDLEWARE" });
});

function middlewarePlugin() {
  return {
    id: "middleware-probe",
    endpoints: {
      middlewareOrder: createAuthEndpoint(
        "/middleware/order",
        { method: "GET", use: [first, second, foreign] },
        async (ctx) => {
          trail.push("handler");
          expectTypeOf(ctx.context.steps).toEqualTypeOf<string[]>();
          expectTypeOf(ctx.context.sawFirst).toEqualTypeOf<boolean>();
          expectTypeOf(ctx.context.foreignValue).toEqualTypeOf<number>();
          return {
            steps: ctx.context.steps,
            sawFirst: ctx.context.sawFirst,
            foreignValue: ctx.context.foreignValue,
            count: ctx.context.count,
          };
        },
      ),
      middlewareRefused: createAuthEndpoint(
        "/middleware/refused",
        { method: "GET", use: [first, refusing, second] },
        async () => {
          trail.push("handler");
          return { reached: true };
        },
      ),
      middlewareMe: createAuthEndpoint(
        "/middleware/me",
        { method: "GET", use: [sessionMiddleware] },
        async (ctx) => {
          expectTypeOf(ctx.context.session).toEqualTypeOf<SessionWithUser>();
          // The session settings stay readable beside the middleware's `session`.
          const fresh = await requireFreshSession(ctx);
          return { email: ctx.context.session.user.email, freshUser: fresh.user.id };
        },
      ),
      middlewareFresh: createAuthEndpoint(
        "/middleware/fresh",
        { method: "POST", use: [freshSessionMiddleware] },
        async (ctx) => ({ userId: ctx.context.session.user.id }),
      ),
    },
  } satisfies AuthPlugin;
}

describe("endpoint middlewares (`use`), no database matrix", () => {
  it("run in order before the handler, each seeing the earlier ones' results on ctx.context", async () => {
    const t = await createTestAuth({ plugins: [middlewarePlugin()] });
    const { status, data, response } = await t.json("/middleware/order", { cookies: null });
    expect(status).toBe(200);
    expect(trail).toEqual(["first", "second", "foreign", "handler"]);
    expect(data).toEqual({
      steps: ["first"],
      sawFirst: true,
      foreignValue: 42,
      count: 1,
    });
    expect(response.headers.get("x-first")).toBe("1");
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^foreign_mark=1;/)]);
  });

  it("run on auth.api calls too", async () => {
    const t = await createTestAuth({ plugins: [middlewarePlugin()] });
    const result = await t.auth.api.middlewareOrder();
    expect(trail).toEqual(["first", "second", "foreign", "handler"]);
    expect(result).toMatchObject({ steps: ["first"], sawFirst: true });
    expectTypeOf(result.foreignValue).toEqualTypeOf<number>();
  });

  it("a middleware that throws answers with its error; later middlewares and the handler do not run", async () => {
    const t = await createTestAuth({ plugins: [middlewarePlugin()] });
    const { status, data } = await t.json("/middleware/refused", { cookies: null });
    expect(status).toBe(403);
    expect(data).toMatchObject({ code: "REFUSED_BY_MIDDLEWARE" });
    expect(trail).toEqual(["first", "refusing"]);
  });
});

describe.each(endpointDatabases)("session middlewares on $name", (target) => {
  const makeAuth = authFactory(target);
  afterEach(() => vi.useRealTimers());

  it("sessionMiddleware puts { session, user } on ctx.context.session", async () => {
    const t = await makeAuth({ plugins: [middlewarePlugin()] });
    const { cookies, user } = await t.signUp({ email: "middleware@example.com" });
    const { status, data } = await t.json("/middleware/me", { cookies });
    expect(status).toBe(200);
    expect(data).toEqual({ email: "middleware@example.com", freshUser: user.id });
    const viaApi = await t.auth.api.middlewareMe({ headers: { cookie: cookies.header() ?? "" } });
    expect(viaApi.email).toBe("middleware@example.com");
  });

  it("sessionMiddleware refuses a request without a session: 401 NOT_AUTHENTICATED", async () => {
    const t = await makeAuth({ plugins: [middlewarePlugin()] });
    const { status, data } = await t.json("/middleware/me", { cookies: null });
    expect(status).toBe(401);
    expect(data).toEqual({ code: "NOT_AUTHENTICATED", message: "Not authenticated" });
    await expect(t.auth.api.middlewareMe({ headers: {} })).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it("freshSessionMiddleware lets a fresh session through and refuses a stale one: 403", async () => {
    const t = await makeAuth({ plugins: [middlewarePlugin()] });
    const { cookies, user } = await t.signUp({ email: "fresh@example.com" });
    const fresh = await t.json("/middleware/fresh", { body: {}, cookies });
    expect(fresh.status).toBe(200);
    expect(fresh.data).toEqual({ userId: user.id });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 2 * DAY_MS);
    const stale = await t.json("/middleware/fresh", { body: {}, cookies });
    expect(stale.status).toBe(403);
    expect(stale.data).toEqual({ code: "SESSION_NOT_FRESH", message: "Session is not fresh" });
  });
});
