// Tollgate under load: the same options as better-auth.mjs, on the same kind of database.
// BENCH_DATABASE_URL (PostgreSQL) replaces the SQLite file; BENCH_REDIS_URL adds secondary
// storage; BENCH_PLUGIN adds the organization, admin, api-key, jwt, two-factor or
// passkey plugin, or the reference set
// (username, magic link, organization, admin, API keys).
import { createServer } from "node:http";
import { createAuth, toNodeHandler } from "@tollgate/auth-server";

async function openDatabase() {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const { default: pg } = await import("pg");
    return new pg.Pool({ connectionString: url, max: 10 });
  }
  const { default: Database } = await import("better-sqlite3");
  return new Database(process.env.BENCH_DB_FILE);
}

// The relying party both passkey plugins check: the server's own host and origin.
const PASSKEY_OPTIONS = { rpID: "127.0.0.1", rpName: "Tollgate bench", origin: "http://127.0.0.1" };

async function pluginsOf(name) {
  if (name === "reference") {
    // The set apps turn on together (the production-performance issue's reference set).
    const { username } = await import("@tollgate/username-plugin");
    const { magicLink } = await import("@tollgate/magic-link-plugin");
    const sets = await Promise.all(["organization", "admin", "api-key"].map(pluginsOf));
    return [username(), magicLink({ sendMagicLink: async () => {} }), ...sets.flat()];
  }
  if (name === "organization") {
    const { organization } = await import("@tollgate/organization-plugin");
    return [organization({ sendInvitationEmail: async () => {} })];
  }
  if (name === "admin") {
    const { admin } = await import("@tollgate/admin-plugin");
    return [admin()];
  }
  if (name === "api-key") {
    const { apiKey } = await import("@tollgate/api-key-plugin");
    // Keys as sessions; no per-key rate limit (the default, 10 a day, would refuse the load).
    return [apiKey({ enableSessionForAPIKeys: true, rateLimit: { enabled: false } })];
  }
  if (name === "jwt") {
    const { jwt } = await import("@tollgate/jwt-plugin");
    return [jwt()];
  }
  if (name === "two-factor") {
    const { twoFactor } = await import("@tollgate/two-factor-plugin");
    return [twoFactor({ issuer: "Tollgate bench" })];
  }
  if (name === "passkey") {
    const { passkey } = await import("@tollgate/passkey-plugin");
    return [passkey(PASSKEY_OPTIONS)];
  }
  return [];
}

const redisUrl = process.env.BENCH_REDIS_URL;
const secondaryStorage = redisUrl
  ? await (await import("./redis-storage.mjs")).redisSecondaryStorage(redisUrl)
  : undefined;
const auth = createAuth({
  baseURL: "http://127.0.0.1",
  secret: process.env.BENCH_SECRET,
  database: await openDatabase(),
  ...(secondaryStorage ? { secondaryStorage } : {}),
  emailAndPassword: { enabled: true },
  session: { cookieCache: { enabled: process.env.BENCH_COOKIE_CACHE === "1", maxAge: 300 } },
  rateLimit: { enabled: false },
  logger: { disabled: true },
  plugins: await pluginsOf(process.env.BENCH_PLUGIN),
});
await auth.migrate();
const server = createServer(toNodeHandler(auth));
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.BENCH_PORT ?? 0), "127.0.0.1", () => {
  console.log(`ready ${server.address().port}`);
});
