// Issue 19 item 2, over real HTTP through toNodeHandler: redirect targets Node cannot put in a
// Location header, and a path parameter that is not valid percent-encoding, answer 400 with a
// message naming what was wrong (they answered "500 Found"); a trusted non-ASCII target is sent
// percent-encoded.
import { request as httpRequest } from "node:http";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { nodeServers } from "../core/node-server";

const serve = nodeServers();

interface RawAnswer {
  status: number;
  location: string | undefined;
  body: string;
}

/** A GET whose path is sent exactly as given (fetch would normalise it). */
function get(base: string, path: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const query = (callbackURL: string) => `callbackURL=${encodeURIComponent(callbackURL)}`;

describe("redirect targets and path parameters over toNodeHandler", () => {
  const targets = [
    ["verify-email", (url: string) => `/api/auth/verify-email?token=not-a-token&${query(url)}`],
    ["reset-password", (url: string) => `/api/auth/reset-password/not-a-token?${query(url)}`],
  ] as const;

  for (const [name, path] of targets) {
    it(`answers 400 naming callbackURL for a control character in ${name}'s callbackURL`, async () => {
      const t = await createTestAuth();
      const base = await serve(t.auth);
      for (const callbackURL of ["/done\u0001", "/done\u007f", "http://localhost:3000/a\u0000b"]) {
        const answer = await get(base, path(callbackURL));
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.body)).toMatchObject({
          code: "INVALID_FIELD",
          message: "Invalid value for field callbackURL",
          field: "callbackURL",
        });
      }
    });

    it(`percent-encodes a trusted non-ASCII callbackURL on ${name}`, async () => {
      const t = await createTestAuth();
      const base = await serve(t.auth);
      const relative = await get(base, path("/bienvenue/ā/é"));
      expect(relative.status).toBe(302);
      expect(relative.location).toMatch(/^\/bienvenue\/%C4%81\/%C3%A9\?error=/);
      const absolute = await get(base, path("http://localhost:3000/日本"));
      expect(absolute.status).toBe(302);
      expect(absolute.location).toMatch(/^http:\/\/localhost:3000\/%E6%97%A5%E6%9C%AC\?error=/);
    });
  }

  it("answers 400 naming the parameter for a malformed percent-escape in a path parameter", async () => {
    const t = await createTestAuth();
    const base = await serve(t.auth);
    const answer = await get(base, "/api/auth/reset-password/%ZZ?callbackURL=/done");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: "INVALID_PATH_PARAMETER",
      message: "Invalid path parameter token: malformed percent-encoding",
      field: "token",
    });
  });
});
