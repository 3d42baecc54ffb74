import pg from "pg";

const variable = "TOLLGATE_TEST_POSTGRES_URL";
const serverUrl = process.env[variable];
if (!serverUrl && process.env.CI === "true") {
  throw new Error(`${variable} is not set, but CI=true: the PostgreSQL suite must run in CI.`);
}

/** Why the PostgreSQL cases do not run here, or null when they do. */
export const postgresSkipped = serverUrl ? null : `${variable} is not set`;

/**
 * A database of its own on the test server (drizzle-kit and prisma work on a database's public
 * schema), dropped by `drop`.
 */
export async function freshPostgresDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!serverUrl) throw new Error(`${variable} is not set`);
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Runs SQL (several statements allowed) on a PostgreSQL database. */
export async function runPostgresSql(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * The statements of `tollgate generate --format sql` that make PostgreSQL keep row counts (the
 * admin plugin's user count): what the generated Drizzle and Prisma schemas tell an app to add
 * to a migration of its own, since neither tool describes triggers.
 */
export function rowCountStatements(generatedSql: string): string {
  const start = generatedSql.indexOf('create table if not exists "tollgate_row_count"');
  if (start < 0) throw new Error("the generated SQL keeps no row count");
  return generatedSql.slice(start);
}
