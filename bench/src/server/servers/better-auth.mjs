// better-auth under load: the same options as ours.mjs, on the same kind of SQLite file.
import { createServer } from "node:http";
import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import { toNodeHandler } from "better-auth/node";
import Database from "better-sqlite3";

const database = new Database(process.env.BENCH_DB_FILE);
// Tollgate sets these on every better-sqlite3 database it is given; give better-auth the same.
database.pragma("journal_mode = WAL");
database.pragma("foreign_keys = ON");
database.pragma("busy_timeout = 5000");

const options = {
  baseURL: "http://127.0.0.1",
  secret: process.env.BENCH_SECRET,
  database,
  emailAndPassword: { enabled: true },
  session: { cookieCache: { enabled: process.env.BENCH_COOKIE_CACHE === "1", maxAge: 300 } },
  rateLimit: { enabled: false },
  telemetry: { enabled: false },
  logger: { disabled: true },
};
const { runMigrations } = await getMigrations(options);
await runMigrations();
const auth = betterAuth(options);
const server = createServer(toNodeHandler(auth));
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.BENCH_PORT ?? 0), "127.0.0.1", () => {
  console.log(`ready ${server.address().port}`);
});
