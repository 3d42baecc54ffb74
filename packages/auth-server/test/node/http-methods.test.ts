// Issue 19 item 9, over real HTTP through toNodeHandler: HEAD answers like GET without a body, a
// known path with the wrong method answers 405 with Allow, and a client that goes away in the
// middle of its request is not an unhandled error.
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { nodeServers } from "../core/node-server";

const serve = nodeServers();

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** node:http's own client, so the raw HEAD answer (and its Content-Length) is what we read. */
function send(url: string, method: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("HTTP methods over toNodeHandler", () => {
  it("answers HEAD like GET, with GET's headers and length but no body", async () => {
    const t = await createTestAuth();
    const base = await serve(t.auth);
    const get = await send(`${base}/api/auth/ok`, "GET");
    const head = await send(`${base}/api/auth/ok`, "HEAD");
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(get.body)));
  });

  it("answers HEAD on auth.handler without a body", async () => {
    const t = await createTestAuth();
    const response = await t.auth.handler(
      new Request("http://localhost:3000/api/auth/get-session", { method: "HEAD" }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
  });

  it("answers a known path with the wrong method 405 with Allow", async () => {
    const t = await createTestAuth();
    const base = await serve(t.auth);
    const wrong = await send(`${base}/api/auth/sign-in/email`, "GET");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe("POST");
    expect(JSON.parse(wrong.body)).toEqual({
      code: "METHOD_NOT_ALLOWED",
      message: "Method not allowed",
    });
    const getOnly = await send(`${base}/api/auth/get-session`, "DELETE");
    expect(getOnly.status).toBe(405);
    expect(getOnly.headers.allow).toBe("GET, HEAD");
    const withParameter = await send(`${base}/api/auth/reset-password/some-token`, "POST");
    expect(withParameter.status).toBe(405);
    expect(withParameter.headers.allow).toBe("GET, HEAD");
    const unknown = await send(`${base}/api/auth/no-such-path`, "GET");
    expect(unknown.status).toBe(404);
  });

  it("does not log a client that disconnects in the middle of its body as an unhandled error", async () => {
    const logged: string[] = [];
    const reported: unknown[] = [];
    const t = await createTestAuth({
      logger: {
        level: "debug",
        log: (level: string, message: string) => logged.push(`${level} ${message}`),
      },
      onAPIError: { onError: (error: unknown) => reported.push(error) },
    });
    const base = new URL(await serve(t.auth));
    const socket = connect(Number(base.port), base.hostname);
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.write(
      "POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
        'Content-Length: 1000\r\n\r\n{"email":"half',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logged.filter((line) => line.startsWith("error"))).toEqual([]);
    expect(reported).toEqual([]);
    // The server still answers.
    expect((await send(`${base.origin}/api/auth/ok`, "GET")).status).toBe(200);
  });
});
