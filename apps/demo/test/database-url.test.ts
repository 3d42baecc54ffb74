import { describe, expect, it } from "vitest";
import { ConfigError } from "../server/config-error";
import { describeDatabase, parseDatabaseUrl } from "../server/database-url";

const defaults = { sqlitePath: "/srv/demo/data/demo.db", cwd: "/work/here" };

describe("parseDatabaseUrl", () => {
  it("uses the default SQLite file when DATABASE_URL is unset or blank", () => {
    expect(parseDatabaseUrl(undefined, defaults)).toEqual({
      kind: "sqlite",
      path: "/srv/demo/data/demo.db",
    });
    expect(parseDatabaseUrl("  ", defaults)).toEqual({
      kind: "sqlite",
      path: "/srv/demo/data/demo.db",
    });
  });

  it("opens file:PATH relative to the working directory, or absolute", () => {
    expect(parseDatabaseUrl("file:./other.db", defaults)).toEqual({
      kind: "sqlite",
      path: "/work/here/other.db",
    });
    expect(parseDatabaseUrl("file:/var/lib/demo.db", defaults)).toEqual({
      kind: "sqlite",
      path: "/var/lib/demo.db",
    });
    expect(parseDatabaseUrl("file:///var/lib/x.db", defaults)).toEqual({
      kind: "sqlite",
      path: "/var/lib/x.db",
    });
    expect(parseDatabaseUrl("data/bare.db", defaults)).toEqual({
      kind: "sqlite",
      path: "/work/here/data/bare.db",
    });
    expect(parseDatabaseUrl(":memory:", defaults)).toEqual({ kind: "sqlite", path: ":memory:" });
  });

  it("switches to PostgreSQL for postgres:// and postgresql://", () => {
    const url = "postgres://demo:secret@127.0.0.1:5432/demo";
    expect(parseDatabaseUrl(url, defaults)).toEqual({ kind: "postgres", connectionString: url });
    expect(parseDatabaseUrl("postgresql://h/db", defaults).kind).toBe("postgres");
  });

  it("refuses other schemes and an empty file: path", () => {
    expect(() => parseDatabaseUrl("mysql://h/db", defaults)).toThrow(ConfigError);
    expect(() => parseDatabaseUrl("file:", defaults)).toThrow(/needs a path/);
  });

  it("never prints the PostgreSQL password", () => {
    const described = describeDatabase({
      kind: "postgres",
      connectionString: "postgres://demo:secret@db:5432/demo",
    });
    expect(described).not.toContain("secret");
    expect(described).toContain("db:5432/demo");
  });
});
