import { existsSync } from "node:fs";

/** A kind of suite that runs only when its server (or browser) is there. */
export interface ServerSuite {
  label: string;
  /** Matches the name of a describe block whose tests use it ("… on 'postgres'", "(redis)"). */
  suiteName: RegExp;
  /** Why it does not run in this environment, or null when it can. */
  missing(env: Readonly<Record<string, string | undefined>>): string | null;
}

function needsVariable(name: string): ServerSuite["missing"] {
  return (env) => (env[name] ? null : `${name} is not set`);
}

/**
 * The suites the README names: SQLite always; PostgreSQL, MySQL/MariaDB and Redis when their
 * TOLLGATE_TEST_*_URL is set (packages/auth-server/src/testing); the demo's browser journeys
 * when Chromium is installed (apps/demo/e2e/support/chromium.ts).
 */
export const SERVER_SUITES: readonly ServerSuite[] = [
  { label: "SQLite", suiteName: /\bsqlite\b/i, missing: () => null },
  {
    label: "PostgreSQL",
    suiteName: /\bpostgres\b/i,
    missing: needsVariable("TOLLGATE_TEST_POSTGRES_URL"),
  },
  {
    label: "MySQL/MariaDB",
    suiteName: /\bmysql\b/i,
    missing: needsVariable("TOLLGATE_TEST_MYSQL_URL"),
  },
  { label: "Redis", suiteName: /\bredis\b/i, missing: needsVariable("TOLLGATE_TEST_REDIS_URL") },
  {
    label: "Chromium",
    suiteName: /\bChromium\b/,
    missing: (env) => {
      const path = env.TOLLGATE_CHROMIUM ?? "/usr/bin/chromium";
      return existsSync(path)
        ? null
        : `no Chromium at ${path} (install it or set TOLLGATE_CHROMIUM)`;
    },
  },
];
