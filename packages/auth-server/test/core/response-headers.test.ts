// Issue 37 item 1: every answer carries a real Web Headers, so code that copies headers by
// enumerating them (a framework's adapter, `new Headers(...)`, Object.fromEntries) sees them
// all, and each Set-Cookie stays a value of its own.
import { request as httpRequest } from "node:http";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { nodeServers } from "./node-server";

const serve = nodeServers();

const cookieCache = { session: { cookieCache: { enabled: true, maxAge: 300 } } } as const;

function cookieNames(lines: readonly string[]): string[] {
  return lines.map((line) => line.slice(0, line.indexOf("="))).sort();
}

async function signUp(t: Awaited<ReturnType<typeof createTestAuth>>): Promise<Response> {
  return t.request("/sign-up/email", {
    body: { email: "headers@example.com", password: "correct horse battery", name: "Headers" },
    cookies: null,
  });
}

describe("response headers enumerate like any Web Headers", () => {
  it("auth.handler's answer is a real Headers whose copies keep every Set-Cookie", async () => {
    const t = await createTestAuth(cookieCache);
    const response = await signUp(t);
    expect(response.status).toBe(200);
    expect(response.headers).toBeInstanceOf(Headers);

    const cookies = response.headers.getSetCookie();
    expect(cookieNames(cookies)).toEqual(["tollgate.session_data", "tollgate.session_token"]);

    const pairs = [...response.headers];
    expect(pairs.filter(([name]) => name === "set-cookie").map(([, value]) => value)).toEqual(
      cookies,
    );
    expect(pairs).toContainEqual(["content-type", "application/json"]);
    expect(pairs).toContainEqual(["cache-control", "no-store"]);

    const copy = new Headers(response.headers);
    expect(copy.getSetCookie()).toEqual(cookies);
    expect(copy.get("content-type")).toBe("application/json");

    const record = Object.fromEntries(response.headers);
    expect(record["content-type"]).toBe("application/json");
    expect(record["cache-control"]).toBe("no-store");
    expect(cookies).toContain(record["set-cookie"]);

    const forEachNames: string[] = [];
    response.headers.forEach((_value, name) => {
      forEachNames.push(name);
    });
    expect(forEachNames.filter((name) => name === "set-cookie")).toHaveLength(2);
  });

  it("gives auth.api's asResponse and returnHeaders answers real Headers with every Set-Cookie", async () => {
    const t = await createTestAuth(cookieCache);
    const body = { email: "api@example.com", password: "correct horse battery", name: "Api" };
    const response = await t.auth.api.signUpEmail({ body, asResponse: true });
    expect(response.headers).toBeInstanceOf(Headers);
    expect(
      cookieNames([...response.headers].filter(([n]) => n === "set-cookie").map(([, v]) => v)),
    ).toEqual(["tollgate.session_data", "tollgate.session_token"]);

    const { headers } = await t.auth.api.signInEmail({
      body: { email: body.email, password: body.password },
      returnHeaders: true,
    });
    expect(headers).toBeInstanceOf(Headers);
    expect(cookieNames(new Headers(headers).getSetCookie())).toEqual([
      "tollgate.session_data",
      "tollgate.session_token",
    ]);
  });

  it("gives failures and the request path's own answers (404, 405) real Headers", async () => {
    const t = await createTestAuth();
    const notFound = await t.request("/no-such-endpoint", { skipAnswerCheck: true });
    expect(notFound.status).toBe(404);
    expect(Object.fromEntries(notFound.headers)).toMatchObject({
      "content-type": "application/json",
      "cache-control": "no-store",
    });
    const wrongMethod = await t.request("/sign-in/email", { skipAnswerCheck: true });
    expect(wrongMethod.status).toBe(405);
    expect(new Headers(wrongMethod.headers).get("allow")).toContain("POST");
    const refused = await t.request("/sign-in/email", {
      body: { email: "nobody@example.com", password: "wrong password here" },
    });
    expect(refused.status).toBe(401);
    expect([...refused.headers]).toContainEqual(["content-type", "application/json"]);
  });

  it("toNodeHandler writes each Set-Cookie as a line of its own", async () => {
    const t = await createTestAuth(cookieCache);
    const base = await serve(t.auth);
    const rawHeaders = await new Promise<string[]>((resolve, reject) => {
      const body = JSON.stringify({
        email: "node@example.com",
        password: "correct horse battery",
        name: "Node",
      });
      const req = httpRequest(
        `${base}/api/auth/sign-up/email`,
        {
          method: "POST",
          headers: { "content-type": "application/json", origin: "http://localhost:3000" },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.rawHeaders));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
    const lines: string[] = [];
    for (let i = 0; i < rawHeaders.length; i += 2)
      if (rawHeaders[i]?.toLowerCase() === "set-cookie") lines.push(rawHeaders[i + 1] ?? "");
    expect(cookieNames(lines)).toEqual(["tollgate.session_data", "tollgate.session_token"]);
  });
});
