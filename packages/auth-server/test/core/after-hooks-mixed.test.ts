import { type AuthPlugin, authError, createAuthEndpoint } from "@tollgate/auth-server";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";

/** What each after hook was shown as `returned`, in the order they ran. */
let shown: unknown[] = [];

/**
 * After hooks of one call, some answering at once and some through a promise: the call's after
 * hooks run without a promise until one returns one, then the rest run after it settles.
 */
function mixedPlugin() {
  return {
    id: "mixed",
    endpoints: {
      mixed: createAuthEndpoint("/mixed", { method: "GET" }, async () => ({ step: "endpoint" })),
    },
    hooks: {
      after: [
        {
          matcher: () => true,
          handler: (ctx) => {
            shown.push(ctx.returned);
          },
        },
        {
          matcher: (ctx) => ctx.path === "/mixed",
          handler: async (ctx) => {
            shown.push(ctx.returned);
            await new Promise((settle) => setImmediate(settle));
            return { response: { step: "async hook" } };
          },
        },
        {
          matcher: (ctx) => ctx.path === "/mixed",
          handler: (ctx) => {
            shown.push(ctx.returned);
            if (ctx.query?.fail === "1") throw authError("FORBIDDEN", "NOT_AUTHORIZED");
            return { response: { step: "sync hook after the async one" } };
          },
        },
        {
          matcher: (ctx) => ctx.path === "/mixed",
          handler: async (ctx) => {
            shown.push(ctx.returned);
          },
        },
      ],
    },
  } satisfies AuthPlugin;
}

describe("after hooks that answer at once and through promises, in one call", () => {
  it("each sees the answer the one before left, and the last replacement is answered", async () => {
    shown = [];
    const t = await createTestAuth({ plugins: [mixedPlugin()] });
    const { status, data } = await t.json("/mixed", { cookies: null });
    expect(status).toBe(200);
    expect(data).toEqual({ step: "sync hook after the async one" });
    expect(shown).toEqual([
      { step: "endpoint" },
      { step: "endpoint" },
      { step: "async hook" },
      { step: "sync hook after the async one" },
    ]);
  });

  it("a synchronous hook that throws after an asynchronous one fails the call; later hooks see the error", async () => {
    shown = [];
    const t = await createTestAuth({ plugins: [mixedPlugin()] });
    const { status, data } = await t.json("/mixed", { cookies: null, query: { fail: "1" } });
    expect(status).toBe(403);
    expect(data).toEqual({ code: "NOT_AUTHORIZED", message: "Not authorized" });
    expect(shown).toHaveLength(4);
    expect(shown[3]).toMatchObject({ statusCode: 403, body: { code: "NOT_AUTHORIZED" } });
  });
});
