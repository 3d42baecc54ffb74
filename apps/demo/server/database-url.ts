import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError } from "./config-error";

export type DatabaseLocation =
  | { kind: "sqlite"; path: string }
  | { kind: "postgres"; connectionString: string };

/**
 * Where the demo keeps its data, from DATABASE_URL: unset → the default SQLite file;
 * `file:PATH`, `file:///abs/path` or a bare path → that SQLite file (relative to `cwd`);
 * `:memory:` → an in-memory SQLite database; `postgres://…` / `postgresql://…` → PostgreSQL.
 */
export function parseDatabaseUrl(
  url: string | undefined,
  defaults: { sqlitePath: string; cwd: string },
): DatabaseLocation {
  const value = url?.trim();
  if (!value) return { kind: "sqlite", path: defaults.sqlitePath };
  if (/^postgres(ql)?:\/\//i.test(value)) return { kind: "postgres", connectionString: value };
  if (value === ":memory:") return { kind: "sqlite", path: value };
  if (value.startsWith("file://")) return { kind: "sqlite", path: fileURLToPath(value) };
  if (value.startsWith("file:")) return sqliteAt(value.slice("file:".length), defaults.cwd);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    throw new ConfigError(
      `DATABASE_URL "${value}" is not supported: use file:PATH for SQLite or postgres://… for PostgreSQL.`,
    );
  }
  return sqliteAt(value, defaults.cwd);
}

function sqliteAt(path: string, cwd: string): DatabaseLocation {
  if (!path) throw new ConfigError("DATABASE_URL file: needs a path, e.g. file:./data/other.db");
  return { kind: "sqlite", path: isAbsolute(path) ? path : resolve(cwd, path) };
}

/** The location without a password, for logs. */
export function describeDatabase(location: DatabaseLocation): string {
  if (location.kind === "sqlite") return `SQLite ${location.path}`;
  const url = new URL(location.connectionString);
  if (url.password) url.password = "***";
  return `PostgreSQL ${url.toString()}`;
}
