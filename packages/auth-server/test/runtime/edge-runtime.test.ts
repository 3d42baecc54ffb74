// The main entry in a Web-standard runtime with no Node built-ins (Vercel's edge-runtime VM: no
// process, require or Buffer): bundled like an edge build, it must load, serve /ok, and sign a
// user up and in — hashing with scrypt in JavaScript, in the same format as on Node. The
// database is a better-sqlite3 instance the host hands in: to the auth code it is just an object.
// The VM refuses code generation from strings, so its reads take the interpreted row decoder.
import { EdgeVM } from "@edge-runtime/vm";
import { createScryptPasswordHasher } from "@tollgate/auth-server";
import { TEST_BASE_URL, TEST_SECRET } from "@tollgate/auth-server/testing";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleFor } from "./bundle-for";

/** What the VM hands back for one request: plain data, read inside the VM. */
interface EdgeAnswer {
  status: number;
  body: string;
  setCookie: string[];
}

interface EdgeAuth {
  migrate(): Promise<void>;
  request(method: string, path: string, body?: string, cookie?: string): Promise<EdgeAnswer>;
}

// Runs inside the VM: only Web globals and the bundled package are in reach there.
const HARNESS = `
import { createAuth } from "@tollgate/auth-server";

export function startAuth(database) {
  const auth = createAuth({
    database,
    baseURL: ${JSON.stringify(TEST_BASE_URL)},
    secret: ${JSON.stringify(TEST_SECRET)},
    emailAndPassword: { enabled: true },
    logger: { disabled: true },
  });
  return {
    migrate: () => auth.migrate(),
    async request(method, path, body, cookie) {
      const headers = new Headers({ origin: ${JSON.stringify(TEST_BASE_URL)} });
      if (body !== undefined) headers.set("content-type", "application/json");
      if (cookie !== undefined) headers.set("cookie", cookie);
      const response = await auth.handler(
        new Request(${JSON.stringify(TEST_BASE_URL)} + "/api/auth" + path, { method, headers, body }),
      );
      return { status: response.status, body: await response.text(), setCookie: response.headers.getSetCookie() };
    },
  };
}
`;

function sessionCookie(answer: EdgeAnswer): string {
  const cookie = answer.setCookie.find((line) => line.startsWith("tollgate.session_token="));
  return cookie?.split(";")[0] ?? "";
}

describe("the main entry in a Web-standard runtime without Node built-ins", () => {
  const database = new Database(":memory:");
  let vm: EdgeVM;
  let edge: EdgeAuth;

  beforeAll(async () => {
    const bundle = await bundleFor(HARNESS, { format: "iife", globalName: "tollgateEdge" });
    expect(bundle.externalImports).toEqual([]); // a node: import would fail to load there
    vm = new EdgeVM({ extend: (context) => Object.assign(context, { hostDatabase: database }) });
    vm.evaluate(bundle.code);
    edge = vm.evaluate<EdgeAuth>("tollgateEdge.startAuth(hostDatabase)");
    await edge.migrate();
  }, 60_000);

  afterAll(() => {
    database.close();
  });

  it("the runtime really lacks Node: no process, require, Buffer or getBuiltinModule", () => {
    expect(
      vm.evaluate<string[]>(
        "[typeof process, typeof require, typeof Buffer, typeof globalThis.process?.getBuiltinModule]",
      ),
    ).toEqual(["undefined", "undefined", "undefined", "undefined"]);
  });

  it("refuses code generation from strings, as edge runtimes do (rows are decoded interpreted)", () => {
    expect(() => vm.evaluate('new Function("return 1")')).toThrow(/code generation/i);
  });

  it("serves GET /ok", async () => {
    const answer = await edge.request("GET", "/ok");
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true });
  });

  it("signs up, signs in and reads the session; the stored hash verifies on Node", async () => {
    const credentials = { email: "edge@example.com", password: "correct horse battery" };
    const signUp = await edge.request(
      "POST",
      "/sign-up/email",
      JSON.stringify({ name: "Edge", ...credentials }),
    );
    expect(signUp.status).toBe(200);

    const signIn = await edge.request("POST", "/sign-in/email", JSON.stringify(credentials));
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn);
    expect(cookie).not.toBe("");
    const session = await edge.request("GET", "/get-session", undefined, cookie);
    expect(JSON.parse(session.body)).toMatchObject({ user: { email: credentials.email } });

    const wrong = await edge.request(
      "POST",
      "/sign-in/email",
      JSON.stringify({ ...credentials, password: "wrong horse battery" }),
    );
    expect(wrong.status).toBe(401);

    const stored = storedPasswordHash(credentials.email);
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const onNode = createScryptPasswordHasher();
    expect(await onNode.verify({ hash: stored, password: credentials.password })).toBe(true);
  }, 60_000);

  it("signs in with a password hashed on Node (the same stored format both ways)", async () => {
    const email = "node-hashed@example.com";
    const signUp = await edge.request(
      "POST",
      "/sign-up/email",
      JSON.stringify({ name: "Node", email, password: "first password" }),
    );
    expect(signUp.status).toBe(200);
    const hashedOnNode = await createScryptPasswordHasher().hash("hashed on node");
    database
      .prepare(
        `update account set password = ? where userId = (select id from user where email = ?)`,
      )
      .run(hashedOnNode, email);

    const signIn = await edge.request(
      "POST",
      "/sign-in/email",
      JSON.stringify({ email, password: "hashed on node" }),
    );
    expect(signIn.status).toBe(200);
    expect(sessionCookie(signIn)).not.toBe("");
  }, 60_000);

  function storedPasswordHash(email: string): string {
    const row = database
      .prepare(
        `select account.password as password from account
         join user on user.id = account.userId where user.email = ?`,
      )
      .get(email);
    return typeof row === "object" && row !== null && "password" in row ? String(row.password) : "";
  }
});
