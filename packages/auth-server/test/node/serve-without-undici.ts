// Run by node-handler-undici.test.ts in a fresh Node process: serves the requests a browser
// makes through toNodeHandler and reports whether Node's fetch implementation got loaded.
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import Database from "better-sqlite3";
import { createAuth, toNodeHandler } from "../../src/index";

const auth = createAuth({
  baseURL: "http://127.0.0.1",
  secret: "a-test-secret-of-at-least-32-characters",
  database: new Database(":memory:"),
  emailAndPassword: {
    enabled: true,
    password: { hash: async (p) => p, verify: async ({ hash, password }) => hash === password },
  },
  session: { cookieCache: { enabled: true } },
  rateLimit: { enabled: true },
  logger: { disabled: true },
});
await auth.migrate();
const server = createServer(toNodeHandler(auth));
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address() as AddressInfo; // a TCP listener has an AddressInfo

function call(method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; cookies: string[]; body: string }>((resolve, reject) => {
    const outgoing = request({ port, method, path: `/api/auth${path}`, headers }, (res) => {
      let text = "";
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          cookies: res.headers["set-cookie"] ?? [],
          body: text,
        }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const json = { "content-type": "application/json", origin: "http://127.0.0.1" };
const statuses: number[] = [];
statuses.push((await call("GET", "/ok", {})).status);
const signUp = await call(
  "POST",
  "/sign-up/email",
  json,
  JSON.stringify({ email: "node@example.com", password: "password-1234", name: "Node" }),
);
statuses.push(signUp.status);
const cookie = signUp.cookies.map((line) => line.split(";")[0]).join("; ");
statuses.push((await call("GET", "/get-session", { cookie })).status);
statuses.push((await call("GET", "/get-session?disableCookieCache=true", { cookie })).status);
statuses.push((await call("POST", "/sign-in/email", json, "{}")).status);
statuses.push((await call("GET", "/nowhere", {})).status);
statuses.push((await call("POST", "/sign-out", { ...json, cookie }, "{}")).status);
server.close();
// Node's list of the internal modules it has loaded (not in @types/node).
const loaded: unknown = Reflect.get(process, "moduleLoadList");
if (!Array.isArray(loaded)) throw new Error("process.moduleLoadList is not available");
const undiciLoaded = loaded.some((name) => String(name).includes("undici"));
console.log(JSON.stringify({ statuses, undiciLoaded }));
