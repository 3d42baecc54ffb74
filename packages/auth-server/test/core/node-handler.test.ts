import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { toNodeHandler } from "@tollgate/auth-server";
import { afterEach, describe, expect, it } from "vitest";
import { authFactory, COOKIE, endpointDatabases, PASSWORD } from "./support";

type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0))
    await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function listen(listener: NodeListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo; // listen() on a TCP port yields AddressInfo
  return `http://127.0.0.1:${port}`;
}

interface TableRequest {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const ORIGIN = "http://localhost:3000";
const json = { "content-type": "application/json", origin: ORIGIN };

/** Requests whose answers do not depend on random ids, so both adapters must answer identically. */
const table: TableRequest[] = [
  { name: "health", method: "GET", path: "/api/auth/ok" },
  { name: "no session", method: "GET", path: "/api/auth/get-session" },
  { name: "bad flag", method: "GET", path: "/api/auth/get-session?disableRefresh=maybe" },
  { name: "unknown route", method: "GET", path: "/api/auth/nope" },
  { name: "wrong method", method: "GET", path: "/api/auth/sign-in/email" },
  { name: "outside basePath", method: "GET", path: "/elsewhere" },
  { name: "error page", method: "GET", path: "/api/auth/error?error=%3Cb%3E" },
  {
    name: "wrong password",
    method: "POST",
    path: "/api/auth/sign-in/email",
    headers: json,
    body: JSON.stringify({ email: "table@example.com", password: "wrong password" }),
  },
  {
    name: "missing password",
    method: "POST",
    path: "/api/auth/sign-in/email",
    headers: json,
    body: JSON.stringify({ email: "table@example.com" }),
  },
  {
    name: "form-urlencoded body",
    method: "POST",
    path: "/api/auth/sign-in/email",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
    body: "email=table%40example.com&password=wrong+password",
  },
  {
    name: "invalid JSON",
    method: "POST",
    path: "/api/auth/sign-in/email",
    headers: json,
    body: "{not json",
  },
  {
    name: "body too large",
    method: "POST",
    path: "/api/auth/sign-in/email",
    headers: json,
    body: JSON.stringify({ email: "a@example.com", password: "x".repeat(5000) }),
  },
  {
    name: "untrusted origin with cookies",
    method: "POST",
    path: "/api/auth/sign-out",
    headers: { ...json, origin: "https://evil.example.net", cookie: `${COOKIE.token}=x.y` },
    body: "{}",
  },
  {
    name: "no session for revoke",
    method: "POST",
    path: "/api/auth/revoke-sessions",
    headers: json,
    body: "{}",
  },
  {
    name: "untrusted callbackURL",
    method: "POST",
    path: "/api/auth/sign-in/email",
    headers: json,
    body: JSON.stringify({
      email: "table@example.com",
      password: PASSWORD,
      callbackURL: "//evil.com",
    }),
  },
];

/** The answer as it came off the socket: node:http's client shows framing headers as sent. */
function rawAnswer(
  url: string,
  request: TableRequest,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method: request.method, headers: request.headers });
    outgoing.on("response", (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => resolve({ headers: incoming.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

interface Answer {
  status: number;
  body: string;
  cookieNames: string[];
  contentType: string | null;
}

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    body: await response.text(),
    cookieNames: response.headers.getSetCookie().map((line) => line.split("=")[0] ?? ""),
    contentType: response.headers.get("content-type"),
  };
}

describe.each(endpointDatabases)("toNodeHandler over node:http on $name", (target) => {
  const makeAuth = authFactory(target);

  it("answers every request of the table exactly as auth.handler does", async () => {
    const t = await makeAuth({ advanced: { maxBodySize: 1024 } });
    await t.signUp({ email: "table@example.com" });
    const base = await listen(toNodeHandler(t.auth));
    for (const request of table) {
      const init = { method: request.method, headers: request.headers, body: request.body };
      const viaWeb = await answerOf(
        await t.auth.handler(new Request(`${ORIGIN}${request.path}`, init)),
      );
      const viaNode = await answerOf(await fetch(`${base}${request.path}`, init));
      expect(viaNode, request.name).toEqual(viaWeb);
    }
  });

  it("gives the expected answers for the table (so the comparison is not vacuous)", async () => {
    const t = await makeAuth({ advanced: { maxBodySize: 1024 } });
    await t.signUp({ email: "table@example.com" });
    const base = await listen(toNodeHandler(t.auth));
    const expected: Record<string, [number, string?]> = {
      health: [200],
      "no session": [200],
      "bad flag": [400, "VALIDATION_ERROR"],
      "unknown route": [404, "NOT_FOUND"],
      "wrong method": [405, "METHOD_NOT_ALLOWED"],
      "outside basePath": [404, "NOT_FOUND"],
      "error page": [200],
      "wrong password": [401, "INVALID_EMAIL_OR_PASSWORD"],
      "missing password": [400, "VALIDATION_ERROR"],
      "form-urlencoded body": [401, "INVALID_EMAIL_OR_PASSWORD"],
      "invalid JSON": [400, "INVALID_JSON"],
      "body too large": [413, "BODY_TOO_LARGE"],
      "untrusted origin with cookies": [403, "INVALID_ORIGIN"],
      "no session for revoke": [401, "NOT_AUTHENTICATED"],
      "untrusted callbackURL": [403, "INVALID_CALLBACK_URL"],
    };
    for (const request of table) {
      const response = await fetch(`${base}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      const [status, code] = expected[request.name] ?? [0];
      expect(response.status, request.name).toBe(status);
      if (code) expect(await response.json(), request.name).toMatchObject({ code });
    }
  });

  it("sends a Content-Length with every answer instead of chunked framing", async () => {
    const t = await makeAuth({ advanced: { maxBodySize: 1024 } });
    await t.signUp({ email: "table@example.com" });
    const base = await listen(toNodeHandler(t.auth));
    for (const request of table) {
      const raw = await rawAnswer(`${base}${request.path}`, request);
      expect(raw.headers["transfer-encoding"], request.name).toBeUndefined();
      expect(Number(raw.headers["content-length"]), request.name).toBe(raw.body.byteLength);
    }
  });

  it("signs up, reads the session and signs out over HTTP with Set-Cookie as separate headers", async () => {
    const t = await makeAuth({ session: { cookieCache: { enabled: true } } });
    const base = await listen(toNodeHandler(t.auth));
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "Node", email: "node@example.com", password: PASSWORD }),
    });
    expect(signUp.status).toBe(200);
    const body = (await signUp.json()) as { token: string; user: { email: string } };
    expect(body.user.email).toBe("node@example.com");
    const lines = signUp.headers.getSetCookie();
    expect(lines.map((line) => line.split("=")[0])).toEqual([COOKIE.token, COOKIE.data]);
    const cookie = lines.map((line) => line.split(";")[0]).join("; ");

    const session = await fetch(`${base}/api/auth/get-session`, { headers: { cookie } });
    expect(((await session.json()) as { session: { token: string } }).session.token).toBe(
      body.token,
    );

    const out = await fetch(`${base}/api/auth/sign-out`, {
      method: "POST",
      headers: { ...json, cookie },
      body: "{}",
    });
    expect(await out.json()).toEqual({ success: true });
    expect(out.headers.getSetCookie().every((line) => line.includes("Max-Age=0"))).toBe(true);
    // The old cache cookie may still answer until it expires; the database no longer knows it.
    const after = await fetch(`${base}/api/auth/get-session?disableCookieCache=true`, {
      headers: { cookie },
    });
    expect(after.status).toBe(200);
    expect(await after.json()).toBeNull();
  });

  it("falls back to the socket address for the session IP, prefers a trusted header", async () => {
    const t = await makeAuth({ advanced: { ipAddress: { ipAddressHeaders: ["x-real-ip"] } } });
    await t.signUp({ email: "ip-node@example.com" });
    const base = await listen(toNodeHandler(t.auth));
    const signIn = async (headers: Record<string, string>) => {
      const response = await fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { ...json, ...headers },
        body: JSON.stringify({ email: "ip-node@example.com", password: PASSWORD }),
      });
      const { token } = (await response.json()) as { token: string };
      const ctx = await t.auth.$context;
      return (await ctx.internalAdapter.findSession(token))?.session.ipAddress;
    };
    expect(await signIn({})).toMatch(/127\.0\.0\.1$/);
    expect(await signIn({ "x-real-ip": "192.0.2.44" })).toBe("192.0.2.44");
  });

  it("uses a body already parsed by a framework (Express-style req.body)", async () => {
    const t = await makeAuth();
    await t.signUp({ email: "parsed@example.com" });
    const handler = toNodeHandler(t.auth);
    const base = await listen((req, res) => {
      // What express.json() leaves behind: the parsed object on req.body, the stream consumed.
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        Object.assign(req, { body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
        void handler(req, res);
      });
    });
    const response = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email: "parsed@example.com", password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { email: string } }).user.email).toBe(
      "parsed@example.com",
    );
  });

  it("serves a custom basePath", async () => {
    const t = await makeAuth({ basePath: "/auth" });
    const base = await listen(toNodeHandler(t.auth));
    expect((await fetch(`${base}/auth/ok`)).status).toBe(200);
    expect((await fetch(`${base}/api/auth/ok`)).status).toBe(404);
  });
});
