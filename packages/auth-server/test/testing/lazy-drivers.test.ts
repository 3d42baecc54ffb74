// The testing entry serves plugins that test on SQLite only, without pg, mysql2 or node-redis
// installed (all optional peers): importing it, and picking the targets, loads no driver; a
// driver is loaded by the target that opens it. Checked in a fresh Node process.
import { spawnSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const packageDirectory = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Prints the drivers in Node's CommonJS cache after `steps` ran (the entry is imported first). */
const PROBE = `
import { createRequire } from "node:module";
const drivers = ["better-sqlite3", "pg", "mysql2", "redis"];
const loaded = () => {
  const files = Object.keys(createRequire(import.meta.url).cache);
  return drivers.filter((name) => files.some((file) => file.includes("/node_modules/" + name + "/")));
};
const testing = await import("@tollgate/auth-server/testing");
const afterImport = loaded();
process.env.TOLLGATE_TEST_POSTGRES_URL = "postgres://127.0.0.1:1/unused";
process.env.TOLLGATE_TEST_MYSQL_URL = "mysql://127.0.0.1:1/unused";
process.env.TOLLGATE_TEST_REDIS_URL = "redis://127.0.0.1:1";
testing.testDatabases();
testing.testSecondaryStorages();
const afterSelecting = loaded();
const database = await testing.testDatabases()[0].open();
await database.close();
const afterOpeningSqlite = loaded();
await import("pg");
const afterImportingPg = loaded();
console.log(JSON.stringify({ afterImport, afterSelecting, afterOpeningSqlite, afterImportingPg }));
`;

describe("the testing entry's drivers", () => {
  it("are loaded only by the target that opens them", () => {
    const result = spawnSync(
      process.execPath,
      ["--conditions=@tollgate/source", "--import", "tsx", "--input-type=module", "-e", PROBE],
      { cwd: packageDirectory, encoding: "utf8", timeout: 60_000, env: { ...process.env, CI: "" } },
    );
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      afterImport: [],
      afterSelecting: [],
      afterOpeningSqlite: ["better-sqlite3"],
      // The check itself: a loaded driver is seen.
      afterImportingPg: ["better-sqlite3", "pg"],
    });
  }, 60_000);
});
