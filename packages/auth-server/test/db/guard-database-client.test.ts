// Issue 38: createAuth makes the pg Pool it is given survive a dropped connection (an 'error'
// listener) and sets the timeouts the application left unset, once per pool.
import { createAuth } from "@tollgate/auth-server";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { POSTGRES_TIMEOUTS } from "../../src/db/guard-database-client";

const options = {
  secret: "guard-database-client-secret-of-32-characters",
  logger: { disabled: true },
};

describe("the pg Pool given to createAuth", () => {
  it("gets one 'error' listener and the default timeouts, however many auths share it", () => {
    const pool = new pg.Pool({ connectionString: "postgres://127.0.0.1:1/none" });
    createAuth({ ...options, database: pool });
    createAuth({ ...options, database: pool });
    expect(pool.listenerCount("error")).toBe(1);
    expect(pool.listenerCount("connect")).toBe(1);
    const { connectionTimeoutMillis, statement_timeout, query_timeout } = pool.options;
    expect({ connectionTimeoutMillis, statement_timeout, query_timeout }).toEqual(
      POSTGRES_TIMEOUTS,
    );
  });

  it("keeps the timeouts the application set", () => {
    // 0 is pg's "no timeout", e.g. for a pool that runs long migrations.
    const pool = new pg.Pool({
      connectionTimeoutMillis: 700,
      query_timeout: 900,
      statement_timeout: 0,
    });
    createAuth({ ...options, database: pool });
    const set = pool.options;
    expect([set.connectionTimeoutMillis, set.query_timeout, set.statement_timeout]).toEqual([
      700, 900, 0,
    ]);
  });

  it("an idle connection's error is logged once and does not end the process", async () => {
    const logged: string[] = [];
    const pool = new pg.Pool({ connectionString: "postgres://127.0.0.1:1/none" });
    createAuth({
      ...options,
      logger: { log: (level: string, message: string) => logged.push(`${level} ${message}`) },
      database: pool,
    });
    // What pg-pool does when an idle client's connection dies; without a listener, this throws.
    pool.emit("error", new Error("Connection terminated unexpectedly"));
    pool.emit("error", new Error("Connection terminated unexpectedly"));
    expect(logged.filter((line) => line.includes("PostgreSQL connection failed"))).toHaveLength(1);
    // A connection that cannot be opened is part of the same outage: not logged again.
    await expect(pool.connect()).rejects.toThrow();
    expect(logged.filter((line) => line.includes("PostgreSQL"))).toHaveLength(1);
    await pool.end();
  });
});
