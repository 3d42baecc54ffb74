import { type AuthPlugin, createAuthEndpoint } from "@tollgate/auth-server";
import { createTestAuth, TEST_BASE_URL } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { nodeServers } from "./node-server";

// better-call's `cloneRequest: true` (what @polar-sh/better-auth's webhook endpoint declares):
// the endpoint reads ctx.request's body as the exact text received, after the server parsed it.
const rawEcho = {
  id: "raw-echo",
  endpoints: {
    rawEcho: createAuthEndpoint(
      "/raw-echo",
      { method: "POST", cloneRequest: true },
      async (ctx) => ({ text: await ctx.request?.text(), parsed: ctx.body }),
    ),
    parsedOnly: createAuthEndpoint("/parsed-only", { method: "POST" }, async (ctx) => ({
      used: ctx.request?.bodyUsed ?? null,
      hasBody: ctx.request?.body !== null && ctx.request?.body !== undefined,
    })),
  },
} satisfies AuthPlugin;

const body = '{ "b": 1,\n  "a": "é" }';

describe("cloneRequest endpoints get the raw body", () => {
  const serve = nodeServers();

  it("through auth.handler: the text byte for byte, and the parsed body", async () => {
    const t = await createTestAuth({ plugins: [rawEcho] });
    const answer = await t.auth.handler(
      new Request(`${TEST_BASE_URL}/api/auth/raw-echo`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      }),
    );
    expect(await answer.json()).toEqual({ text: body, parsed: { b: 1, a: "é" } });
  });

  it("through toNodeHandler (node:http), where the server read the body itself", async () => {
    const t = await createTestAuth({ plugins: [rawEcho] });
    const origin = await serve(t.auth);
    const answer = await fetch(`${origin}/api/auth/raw-echo`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(await answer.json()).toEqual({ text: body, parsed: { b: 1, a: "é" } });
  });

  it("other endpoints' requests keep no body over node:http (nothing is copied for them)", async () => {
    const t = await createTestAuth({ plugins: [rawEcho] });
    const origin = await serve(t.auth);
    const answer = await fetch(`${origin}/api/auth/parsed-only`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(await answer.json()).toEqual({ used: false, hasBody: false });
  });
});
