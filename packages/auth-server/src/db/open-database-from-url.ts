import { fileURLToPath } from "node:url";
import { createDatabase } from "./create-kysely";
import type { DatabaseConnection } from "./database-types";

export interface OpenedDatabase extends DatabaseConnection {
  /** Closes the connection or pool. */
  close(): Promise<void>;
}

export const openDatabaseErrorMessages = {
  missingDriver: (driver: string) =>
    `The "${driver}" package is needed for this database URL but is not installed. Install it with: npm install ${driver}`,
  unsupportedUrl: (url: string) =>
    `Unsupported database URL "${url}". Use a SQLite path (file:path, ./path.db, :memory:), postgres://… or mysql://…`,
} as const;

export class OpenDatabaseError extends Error {
  override readonly name = "OpenDatabaseError";
}

/**
 * Opens a database from a URL, for the CLI and the demo: `file:path`, a bare path or `:memory:`
 * open SQLite (better-sqlite3); `postgres://` and `postgresql://` open a pg Pool; `mysql://`
 * opens a mysql2 Pool (MySQL or MariaDB, dates read and written in UTC). Drivers are loaded
 * only when used, so none is needed by an application that does not use it.
 */
export async function openDatabaseFromUrl(url: string): Promise<OpenedDatabase> {
  if (/^postgres(ql)?:\/\//i.test(url)) {
    const pg = await loadDriver(() => import("pg"), "pg");
    const pool = new pg.default.Pool({ connectionString: url });
    const connection = createDatabase(pool);
    return { ...connection, close: () => connection.db.destroy() };
  }
  if (/^mysql:\/\//i.test(url)) {
    const mysql = await loadDriver(() => import("mysql2"), "mysql2");
    const pool = mysql.default.createPool({ uri: url, timezone: "Z" });
    const connection = createDatabase(pool);
    return { ...connection, close: () => connection.db.destroy() };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) && !url.startsWith("file:")) {
    throw new OpenDatabaseError(openDatabaseErrorMessages.unsupportedUrl(url));
  }
  const driver = await loadDriver(() => import("better-sqlite3"), "better-sqlite3");
  const database = new driver.default(sqlitePath(url));
  const connection = createDatabase(database);
  return { ...connection, close: () => connection.db.destroy() };
}

function sqlitePath(url: string): string {
  if (url.startsWith("file://")) return fileURLToPath(url);
  if (url.startsWith("file:")) return url.slice("file:".length);
  return url;
}

async function loadDriver<T>(load: () => Promise<T>, name: string): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const code = error instanceof Error && "code" in error ? error.code : undefined;
    if (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") {
      throw new OpenDatabaseError(openDatabaseErrorMessages.missingDriver(name));
    }
    throw error;
  }
}
