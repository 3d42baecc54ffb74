// Issue 37 item 1, as a Hono app on Node runs it: `auth.handler(c.req.raw)` under the real
// @hono/node-server (default options, which swap in its own Response and copy its headers by
// enumerating them) over HTTP. Before the fix every answer reached the browser with no
// Set-Cookie, Content-Type or Cache-Control, and nobody was ever signed in.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

type TestAuth = Awaited<ReturnType<typeof createTestAuth>>;

let server: Server;
let base: string;
let t: TestAuth;

beforeAll(async () => {
  const app = new Hono();
  app.on(["GET", "POST"], "/api/auth/*", (c) => t.auth.handler(c.req.raw));
  server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(started as Server),
    );
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`; // TCP, so an AddressInfo
  t = await createTestAuth({
    baseURL: base,
    session: { cookieCache: { enabled: true, maxAge: 300 } },
  });
}, 30_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A browser's cookie store for one origin: Set-Cookie lines in, a Cookie header out. */
class Browser {
  readonly #cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.slice(0, line.indexOf(";") < 0 ? undefined : line.indexOf(";"));
      const name = pair.slice(0, pair.indexOf("="));
      if (/max-age=0(;|$)/i.test(line)) this.#cookies.delete(name);
      else this.#cookies.set(name, pair.slice(name.length + 1));
    }
  }

  async send(path: string, body?: unknown): Promise<Response> {
    const headers = new Headers({ origin: base });
    const cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (cookie) headers.set("cookie", cookie);
    if (body !== undefined) headers.set("content-type", "application/json");
    const response = await fetch(`${base}/api/auth${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.take(response);
    return response;
  }

  names(): string[] {
    return [...this.#cookies.keys()].sort();
  }
}

function expectJsonAnswer(response: Response): void {
  expect(response.headers.get("content-type")).toBe("application/json");
  expect(response.headers.get("cache-control")).toBe("no-store");
}

function cookieNames(response: Response): string[] {
  return response.headers
    .getSetCookie()
    .map((line) => line.slice(0, line.indexOf("=")))
    .sort();
}

describe("Hono on Node (@hono/node-server) over HTTP", () => {
  it("regression: signs up, signs in, reads the session and signs out with every header arriving", async () => {
    const credentials = { email: "hono@example.com", password: "correct horse battery" };

    const signUp = await new Browser().send("/sign-up/email", { ...credentials, name: "Hono" });
    expect(signUp.status).toBe(200);
    expectJsonAnswer(signUp);
    expect(cookieNames(signUp)).toEqual(["tollgate.session_data", "tollgate.session_token"]);

    const browser = new Browser();
    const signIn = await browser.send("/sign-in/email", credentials);
    expect(signIn.status).toBe(200);
    expectJsonAnswer(signIn);
    expect(cookieNames(signIn)).toEqual(["tollgate.session_data", "tollgate.session_token"]);
    expect(signIn.headers.getSetCookie().every((line) => /httponly/i.test(line))).toBe(true);

    const session = await browser.send("/get-session");
    expect(session.status).toBe(200);
    expectJsonAnswer(session);
    const read = (await session.json()) as { user: { email: string } } | null;
    expect(read?.user.email).toBe(credentials.email);

    const signOut = await browser.send("/sign-out", {});
    expect(signOut.status).toBe(200);
    expectJsonAnswer(signOut);
    expect(signOut.headers.getSetCookie().length).toBeGreaterThanOrEqual(2);
    expect(browser.names()).toEqual([]);

    const after = await browser.send("/get-session");
    expect(after.status).toBe(200);
    expect(await after.json()).toBeNull();
  }, 30_000);

  it("keeps the headers of failures: a wrong password answers 401 JSON, uncached", async () => {
    const refused = await new Browser().send("/sign-in/email", {
      email: "nobody@example.com",
      password: "wrong password here",
    });
    expect(refused.status).toBe(401);
    expectJsonAnswer(refused);
    expect(((await refused.json()) as { code: string }).code).toBe("INVALID_EMAIL_OR_PASSWORD");
  }, 30_000);
});
