import { type AuthPlugin, createAuthEndpoint } from "@tollgate/auth-server";
import { createTestAuth, TEST_BASE_URL } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";

// An endpoint context's helpers (better-call's getCookie, setStatus, setHeader...) work however
// a handler reaches them: taken apart, or through a context made over the endpoint's, as
// genericOAuth's renamed routes call the core's social routes with Object.create(ctx).
const helpers = {
  id: "context-helpers",
  endpoints: {
    detached: createAuthEndpoint("/helpers/detached", { method: "GET" }, async (ctx) => {
      const { getCookie, setStatus, setHeader, setCookie, json } = ctx;
      setStatus(201);
      setHeader("x-seen", getCookie("theme") ?? "none");
      setCookie("kept", "1", { path: "/" });
      return json({ theme: getCookie("theme") });
    }),
    derived: createAuthEndpoint("/helpers/derived", { method: "GET" }, async (ctx) => {
      const over: typeof ctx = Object.create(ctx);
      over.setStatus(202);
      over.setHeader("x-seen", over.getCookie("theme") ?? "none");
      return { theme: over.getCookie("theme"), path: over.path };
    }),
  },
} satisfies AuthPlugin;

async function call(path: string) {
  const t = await createTestAuth({ plugins: [helpers] });
  return t.auth.handler(
    new Request(`${TEST_BASE_URL}/api/auth${path}`, { headers: { cookie: "theme=dark" } }),
  );
}

describe("endpoint context helpers", () => {
  it("work taken apart from the context", async () => {
    const answer = await call("/helpers/detached");
    expect(answer.status).toBe(201);
    expect(answer.headers.get("x-seen")).toBe("dark");
    expect(answer.headers.getSetCookie()).toEqual(["kept=1; Path=/"]);
    expect(await answer.json()).toEqual({ theme: "dark" });
  });

  it("work through a context made over the endpoint's, which shares its status and cookies", async () => {
    const answer = await call("/helpers/derived");
    expect(answer.status).toBe(202);
    expect(answer.headers.get("x-seen")).toBe("dark");
    expect(await answer.json()).toEqual({ theme: "dark", path: "/helpers/derived" });
  });
});
