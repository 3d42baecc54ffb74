// Run by bun-sqlite.test.ts under Bun: an auth server on a bun:sqlite database, migrated, then a
// sign-up, a sign-in and a session read over auth.handler. Prints one JSON line of what it saw.
import { Database } from "bun:sqlite";
import { createAuth } from "@tollgate/auth-server";
import { fastTestPasswordHasher } from "@tollgate/auth-server/testing";

const path = process.argv[2] ?? ":memory:";
const database = new Database(path);
const auth = createAuth({
  database,
  baseURL: "http://localhost:3000",
  secret: "tollgate-test-secret-0123456789abcdef",
  logger: { disabled: true },
  emailAndPassword: { enabled: true, password: fastTestPasswordHasher },
});
const migrated = (await auth.$context).dialect;
await auth.migrate();

const post = (path: string, body: unknown, cookie?: string) =>
  auth.handler(
    new Request(`http://localhost:3000/api/auth${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

const credentials = { email: "Ada@Example.com", password: "correct horse battery", name: "Ada" };
const signUp = await post("/sign-up/email", credentials);
const signUpBody = (await signUp.json()) as { user?: { email?: string } };
const duplicate = await post("/sign-up/email", credentials);
const duplicateBody = (await duplicate.json()) as { code?: string };
const signIn = await post("/sign-in/email", {
  email: credentials.email,
  password: credentials.password,
});
const session = await auth.handler(
  new Request("http://localhost:3000/api/auth/get-session", {
    headers: { cookie: cookieOf(signIn) },
  }),
);
const sessionBody = (await session.json()) as {
  user?: { email?: string; emailVerified?: unknown };
};
const wrong = await post("/sign-in/email", {
  email: credentials.email,
  password: "wrong password!",
});
const rows = database.query("select count(*) as count from session").get() as { count: number };

console.log(
  JSON.stringify({
    runtime: typeof Bun === "undefined" ? "other" : `bun ${Bun.version}`,
    dialect: migrated,
    signUp: { status: signUp.status, email: signUpBody.user?.email },
    duplicate: { status: duplicate.status, code: duplicateBody.code },
    signIn: { status: signIn.status, cookie: cookieOf(signIn).includes("session_token=") },
    session: {
      status: session.status,
      email: sessionBody.user?.email,
      emailVerified: sessionBody.user?.emailVerified,
    },
    wrongPassword: wrong.status,
    sessionRows: rows.count,
  }),
);
database.close();
