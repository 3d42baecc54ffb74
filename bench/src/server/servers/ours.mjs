// Tollgate under load: the same options as better-auth.mjs, on the same kind of SQLite file.
import { createServer } from "node:http";
import { createAuth, toNodeHandler } from "@tollgate/auth-server";
import Database from "better-sqlite3";

const auth = createAuth({
  baseURL: "http://127.0.0.1",
  secret: process.env.BENCH_SECRET,
  database: new Database(process.env.BENCH_DB_FILE),
  emailAndPassword: { enabled: true },
  session: { cookieCache: { enabled: process.env.BENCH_COOKIE_CACHE === "1", maxAge: 300 } },
  rateLimit: { enabled: false },
  logger: { disabled: true },
});
await auth.migrate();
const server = createServer(toNodeHandler(auth));
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.BENCH_PORT ?? 0), "127.0.0.1", () => {
  console.log(`ready ${server.address().port}`);
});
