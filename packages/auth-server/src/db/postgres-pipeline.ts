import type { PostgresPool } from "kysely";
import type { StatementPipeline } from "./database-types";

type ResultRows = { rows?: Record<string, unknown>[] };

/** The rows of a simple query's last statement (pg answers an array for several statements). */
function lastRows(answer: unknown): Record<string, unknown>[] {
  const results: unknown[] = Array.isArray(answer) ? answer : [answer];
  const last = results.at(-1) as ResultRows | undefined;
  return last?.rows ?? [];
}

/**
 * Several statements in one round trip over a pg Pool: a query without values goes as a simple
 * query, which PostgreSQL runs as one implicit transaction (rolled back whole on an error), each
 * statement taking a fresh snapshot, so a statement after a lock sees what the lock waited for.
 */
export function pipelineOverPool(pool: PostgresPool): StatementPipeline {
  return async (text) => {
    const client = await pool.connect();
    try {
      return lastRows(await client.query(text, []));
    } finally {
      client.release();
    }
  };
}
