import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { DatabaseInput } from "@tollgate/auth-server";
import type { DatabaseLocation } from "./database-url";

export interface OpenDatabase {
  input: DatabaseInput;
  close(): Promise<void>;
}

/** Opens the SQLite file (creating its folder) or the PostgreSQL pool; drivers load on use. */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  if (location.kind === "postgres") {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: location.connectionString });
    return { input: pool, close: () => pool.end() };
  }
  if (location.path !== ":memory:") mkdirSync(dirname(location.path), { recursive: true });
  const { default: Database } = await import("better-sqlite3");
  const database = new Database(location.path);
  return {
    input: database,
    close: async () => {
      database.close();
    },
  };
}
