import { describe, expect, it } from "vitest";
import { toNextJsHandler } from "../../src/next-js";
import { createTestAuth, TEST_BASE_URL } from "../../src/testing";

const url = (path: string) => `${TEST_BASE_URL}/api/auth${path}`;

describe("toNextJsHandler", () => {
  it("answers every method a route file exports through the server", async () => {
    const { auth } = await createTestAuth();
    const route = toNextJsHandler(auth);

    const signUp = await route.POST(
      new Request(url("/sign-up/email"), {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_BASE_URL },
        body: JSON.stringify({ email: "a@example.com", password: "correct horse", name: "A" }),
      }),
    );
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");

    const session = await route.GET(new Request(url("/get-session"), { headers: { cookie } }));
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(
      "a@example.com",
    );
    expect(Object.keys(route).sort()).toEqual(["DELETE", "GET", "PATCH", "POST", "PUT"]);
    for (const handler of [route.PATCH, route.PUT, route.DELETE]) {
      const answer = await handler(new Request(url("/get-session"), { method: "DELETE" }));
      expect(answer.status).toBe(405);
    }
  });

  it("takes the handler function itself", async () => {
    const { auth } = await createTestAuth();
    const { GET } = toNextJsHandler((request) => auth.handler(request));

    const answer = await GET(new Request(url("/ok")));

    expect(await answer.json()).toEqual({ ok: true });
  });
});
