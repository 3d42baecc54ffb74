import pg from "pg";

/**
 * A PostgreSQL database of its own on the test server at `serverUrl`, named now (so a demo's
 * DATABASE_URL can be given before it exists), made by `create` and dropped by `drop`.
 */
export function freshPostgresDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    url: url.href,
    create: () => onServer(`create database "${name}"`),
    drop: () => onServer(`drop database if exists "${name}" with (force)`),
    /** Runs one query on the database and answers its rows. */
    async query<Row extends Record<string, unknown>>(sql: string): Promise<Row[]> {
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      try {
        return (await client.query<Row>(sql)).rows;
      } finally {
        await client.end();
      }
    },
  };
}
