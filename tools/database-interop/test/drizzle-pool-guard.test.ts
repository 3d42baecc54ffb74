// A pg Pool handed over inside a Drizzle database gets what a bare pool gets from createAuth:
// an 'error' listener (a dropped connection must not end the process) and the request timeouts.
import { createAuth } from "@tollgate/auth-server";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { expect, it } from "vitest";

it("createAuth guards the pg Pool under a Drizzle database like a bare one", async () => {
  const pool = new pg.Pool({ connectionString: "postgres://127.0.0.1:1/none" });
  createAuth({
    secret: "drizzle-pool-guard-secret-of-32-characters",
    logger: { disabled: true },
    database: drizzle({ client: pool }),
  });
  expect(pool.listenerCount("error")).toBe(1);
  expect(pool.options.statement_timeout).toBeGreaterThan(0);
  // What pg-pool does when an idle client's connection dies; without a listener, this throws.
  expect(() => pool.emit("error", new Error("Connection terminated unexpectedly"))).not.toThrow();
  await pool.end();
});
