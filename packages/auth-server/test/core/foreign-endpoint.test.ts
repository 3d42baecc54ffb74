import type { AuthPlugin } from "@tollgate/auth-server";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { createEndpoint } from "better-call";
import { describe, expect, it } from "vitest";
import { z } from "zod";

// Tollgate runs its own endpoints with a lean context; an endpoint a plugin made with
// better-call directly must still be routed, validated and answered through better-call.
const echo = createEndpoint(
  "/echo",
  { method: "POST", body: z.object({ word: z.string() }) },
  async (ctx) => {
    ctx.setHeader("x-echo", "yes");
    return { word: ctx.body.word.toUpperCase() };
  },
);
const foreign = { id: "foreign", endpoints: { echo } } satisfies AuthPlugin;

describe("an endpoint made with better-call directly", () => {
  it("is routed and answers with its headers", async () => {
    const t = await createTestAuth({ plugins: [foreign] });
    const { status, data, response } = await t.json("/echo", {
      body: { word: "hi" },
      cookies: null,
    });
    expect(status).toBe(200);
    expect(data).toEqual({ word: "HI" });
    expect(response.headers.get("x-echo")).toBe("yes");
  });

  it("fails validation with 400 VALIDATION_ERROR", async () => {
    const t = await createTestAuth({ plugins: [foreign] });
    const { status, data } = await t.json<{ code: string }>("/echo", {
      body: { word: 3 },
      cookies: null,
    });
    expect(status).toBe(400);
    expect(data.code).toBe("VALIDATION_ERROR");
  });
});
