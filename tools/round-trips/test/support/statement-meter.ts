import pg from "pg";

/** The statements one measured action sent to PostgreSQL, in order. */
export type Statements = string[];

/**
 * A pg Pool on a fresh schema of its own whose connections report every statement they send.
 * pg sends one statement per round trip (no pipelining), so a count is a count of round trips.
 */
export interface StatementMeter {
  pool: pg.Pool;
  /** Runs `action` and answers what it returned with the statements sent while it ran. */
  measure<T>(action: () => Promise<T>): Promise<{ result: T; statements: Statements }>;
  close(): Promise<void>;
}

function statementText(first: unknown): string {
  if (typeof first === "string") return first;
  if (typeof first === "object" && first !== null && "text" in first) return String(first.text);
  return String(first);
}

export async function openStatementMeter(url: string): Promise<StatementMeter> {
  const schema = `round_trips_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  await admin.query(`create schema "${schema}"`);
  const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}` });
  let recording: Statements | null = null;
  pool.on("connect", (client) => {
    const send = client.query;
    // Every statement of the server goes through a pooled client's query().
    Object.defineProperty(client, "query", {
      value(this: unknown, ...args: unknown[]) {
        recording?.push(statementText(args[0]));
        return Reflect.apply(send, client, args);
      },
    });
  });
  return {
    pool,
    async measure(action) {
      const statements: Statements = [];
      recording = statements;
      try {
        const result = await action();
        return { result, statements };
      } finally {
        recording = null;
      }
    },
    async close() {
      if (!pool.ended) await pool.end();
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}
