// Issue 19 item 4, over real HTTP through toNodeHandler: login CSRF. A cross-site request may not
// sign a browser in (or up) even when it carries no cookies: an untrusted Origin or Referer, or
// Sec-Fetch-Site: cross-site, answers 403 'Invalid origin' on /sign-in/* and /sign-up/*; and a
// text/plain body (what a cross-site form or a "simple" fetch can send) is not read as JSON.
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { nodeServers } from "../core/node-server";
import { authFactory, endpointDatabases, PASSWORD } from "../core/support";

const serve = nodeServers();

interface RawAnswer {
  status: number;
  setCookie: string[];
  body: string;
}

function post(url: string, headers: Record<string, string>, body: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: "POST", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          setCookie: res.headers["set-cookie"] ?? [],
          body: text,
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

const EVIL = "https://evil.example.net";
const json = { "content-type": "application/json" };

describe.each(endpointDatabases)("login CSRF over toNodeHandler on $name", (target) => {
  const makeAuth = authFactory(target);

  async function server() {
    const t = await makeAuth();
    await t.signUp({ email: "victim-of-csrf@example.com" });
    return serve(t.auth);
  }
  const signIn = JSON.stringify({ email: "victim-of-csrf@example.com", password: PASSWORD });
  const signUp = JSON.stringify({
    name: "Attacker",
    email: "attacker@example.com",
    password: PASSWORD,
  });

  const crossSite: [string, Record<string, string>][] = [
    ["an untrusted Origin", { ...json, origin: EVIL }],
    ["Origin: null", { ...json, origin: "null" }],
    ["an untrusted Referer", { ...json, referer: `${EVIL}/page` }],
    ["Sec-Fetch-Site: cross-site", { ...json, "sec-fetch-site": "cross-site" }],
    [
      "a cross-site form post",
      { "content-type": "application/x-www-form-urlencoded", origin: EVIL },
    ],
  ];

  for (const [name, headers] of crossSite) {
    it(`refuses a cookieless sign-in and sign-up with ${name}: 403 'Invalid origin', no cookie`, async () => {
      const base = await server();
      const form = headers["content-type"]?.includes("urlencoded");
      const inBody = (text: string) =>
        form ? new URLSearchParams(JSON.parse(text) as Record<string, string>).toString() : text;
      for (const [path, body] of [
        ["/api/auth/sign-in/email", signIn],
        ["/api/auth/sign-up/email", signUp],
      ] as const) {
        const answer = await post(`${base}${path}`, headers, inBody(body));
        expect(answer.status, path).toBe(403);
        expect(JSON.parse(answer.body)).toEqual({
          code: "INVALID_ORIGIN",
          message: "Invalid origin",
        });
        expect(answer.setCookie).toEqual([]);
      }
    });
  }

  it("does not read a text/plain body as JSON: 415, no session", async () => {
    const base = await server();
    const answer = await post(
      `${base}/api/auth/sign-in/email`,
      { "content-type": "text/plain;charset=UTF-8" },
      signIn,
    );
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
    expect(answer.setCookie).toEqual([]);
  });

  it("still signs in from a trusted Origin, a same-origin fetch, and a server without Origin", async () => {
    const base = await server();
    for (const headers of [
      { ...json, origin: "http://localhost:3000" },
      { ...json, origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
      { ...json, referer: "http://localhost:3000/sign-in" },
      json,
    ]) {
      const answer = await post(`${base}/api/auth/sign-in/email`, headers, signIn);
      expect(answer.status, JSON.stringify(headers)).toBe(200);
    }
  });
});
