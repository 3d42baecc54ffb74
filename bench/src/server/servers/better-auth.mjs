// better-auth under load: the same options as ours.mjs, on the same kind of database.
// BENCH_DATABASE_URL (PostgreSQL) replaces the SQLite file; BENCH_REDIS_URL adds secondary
// storage; BENCH_PLUGIN adds the organization, admin, api-key, jwt, two-factor or
// passkey plugin, or the reference set
// (username, magic link, organization, admin, API keys).
import { createServer } from "node:http";
import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import { toNodeHandler } from "better-auth/node";

async function openDatabase() {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const { default: pg } = await import("pg");
    return new pg.Pool({ connectionString: url, max: 10 });
  }
  const { default: Database } = await import("better-sqlite3");
  const database = new Database(process.env.BENCH_DB_FILE);
  // Tollgate sets these on every better-sqlite3 database it is given; give better-auth the same.
  database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  return database;
}

// The relying party both passkey plugins check: the server's own host and origin.
const PASSKEY_OPTIONS = { rpID: "127.0.0.1", rpName: "Tollgate bench", origin: "http://127.0.0.1" };

async function pluginsOf(name) {
  if (name === "reference") {
    // The set apps turn on together (the production-performance issue's reference set).
    const { username } = await import("better-auth/plugins/username");
    const { magicLink } = await import("better-auth/plugins/magic-link");
    const sets = await Promise.all(["organization", "admin", "api-key"].map(pluginsOf));
    return [username(), magicLink({ sendMagicLink: async () => {} }), ...sets.flat()];
  }
  if (name === "organization") {
    const { organization } = await import("better-auth/plugins/organization");
    // Tollgate's plugin always has teams and creates none by itself: the same here.
    return [
      organization({
        sendInvitationEmail: async () => {},
        teams: { enabled: true, defaultTeam: { enabled: false } },
      }),
    ];
  }
  if (name === "admin") {
    const { admin } = await import("better-auth/plugins/admin");
    return [admin()];
  }
  if (name === "api-key") {
    // better-auth's api-key plugin is its own package since 1.7.
    const { apiKey } = await import("@better-auth/api-key");
    return [apiKey({ enableSessionForAPIKeys: true, rateLimit: { enabled: false } })];
  }
  if (name === "jwt") {
    const { jwt } = await import("better-auth/plugins/jwt");
    return [jwt()];
  }
  if (name === "two-factor") {
    const { twoFactor } = await import("better-auth/plugins/two-factor");
    return [twoFactor({ issuer: "Tollgate bench" })];
  }
  if (name === "passkey") {
    // better-auth's passkey plugin is its own package since 1.7.
    const { passkey } = await import("@better-auth/passkey");
    return [passkey(PASSKEY_OPTIONS)];
  }
  return [];
}

const redisUrl = process.env.BENCH_REDIS_URL;
const secondaryStorage = redisUrl
  ? await (await import("./redis-storage.mjs")).redisSecondaryStorage(redisUrl)
  : undefined;
const options = {
  baseURL: "http://127.0.0.1",
  secret: process.env.BENCH_SECRET,
  database: await openDatabase(),
  ...(secondaryStorage ? { secondaryStorage } : {}),
  emailAndPassword: { enabled: true },
  session: { cookieCache: { enabled: process.env.BENCH_COOKIE_CACHE === "1", maxAge: 300 } },
  rateLimit: { enabled: false },
  telemetry: { enabled: false },
  logger: { disabled: true },
  plugins: await pluginsOf(process.env.BENCH_PLUGIN),
};
const { runMigrations } = await getMigrations(options);
await runMigrations();
const auth = betterAuth(options);
const server = createServer(toNodeHandler(auth));
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.BENCH_PORT ?? 0), "127.0.0.1", () => {
  console.log(`ready ${server.address().port}`);
});
