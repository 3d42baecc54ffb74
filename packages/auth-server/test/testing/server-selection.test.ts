import {
  MYSQL_URL_VARIABLE,
  POSTGRES_URL_VARIABLE,
  REDIS_URL_VARIABLE,
  testDatabases,
  testSecondaryStorages,
} from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it, vi } from "vitest";

// Which servers a suite runs on is read from the environment: a missing URL skips that server,
// except in CI, where it fails the suite (a plugin's own CI too: GitHub Actions sets CI=true).

afterEach(() => {
  vi.unstubAllEnvs();
});

function unsetServers() {
  vi.stubEnv(POSTGRES_URL_VARIABLE, "");
  vi.stubEnv(MYSQL_URL_VARIABLE, "");
  vi.stubEnv(REDIS_URL_VARIABLE, "");
}

describe("testDatabases", () => {
  it("runs on SQLite only when no URL is set outside CI", () => {
    unsetServers();
    vi.stubEnv("CI", "");
    expect(testDatabases().map((target) => target.name)).toEqual([
      "sqlite (memory)",
      "sqlite (file)",
    ]);
  });

  it("fails in CI when a server's URL is missing, naming the variable", () => {
    unsetServers();
    vi.stubEnv("CI", "true");
    expect(() => testDatabases()).toThrow(/TOLLGATE_TEST_POSTGRES_URL is not set, but CI=true/);
    vi.stubEnv(POSTGRES_URL_VARIABLE, "postgres://127.0.0.1:1/unused");
    expect(() => testDatabases()).toThrow(/TOLLGATE_TEST_MYSQL_URL is not set, but CI=true/);
  });

  it("reads the variables a plugin names, and leaves out a server set to false, in CI too", () => {
    unsetServers();
    vi.stubEnv("CI", "true");
    vi.stubEnv("MY_PLUGIN_DATABASE_URL", "postgres://127.0.0.1:1/unused");
    const targets = testDatabases({
      postgresUrlVariable: "MY_PLUGIN_DATABASE_URL",
      mysqlUrlVariable: false,
    });
    expect(targets.map((target) => target.name)).toEqual([
      "sqlite (memory)",
      "sqlite (file)",
      "postgres",
    ]);
    expect(() => testDatabases({ postgresUrlVariable: "MY_UNSET_URL" })).toThrow(
      /MY_UNSET_URL is not set, but CI=true/,
    );
  });
});

describe("testSecondaryStorages", () => {
  it("runs on memory only when no Redis URL is set outside CI, and fails in CI", () => {
    unsetServers();
    vi.stubEnv("CI", "");
    expect(testSecondaryStorages().map((target) => target.name)).toEqual(["memory"]);
    vi.stubEnv("CI", "true");
    expect(() => testSecondaryStorages()).toThrow(
      /TOLLGATE_TEST_REDIS_URL is not set, but CI=true/,
    );
    expect(testSecondaryStorages({ redisUrlVariable: false }).map((target) => target.name)).toEqual(
      ["memory"],
    );
  });

  it("adds Redis when the named variable is set (not connected until opened)", () => {
    unsetServers();
    vi.stubEnv("MY_REDIS_URL", "redis://127.0.0.1:1");
    expect(
      testSecondaryStorages({ redisUrlVariable: "MY_REDIS_URL" }).map((target) => target.name),
    ).toEqual(["memory", "redis"]);
  });
});
