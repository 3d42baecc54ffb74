import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createAuth } from "@tollgate/auth-server";
import { fastTestPasswordHasher } from "@tollgate/auth-server/testing";
import Database from "better-sqlite3";
import { describe, expect, it, onTestFinished } from "vitest";
import { auditLog } from "../src/index";

const here = dirname(fileURLToPath(import.meta.url));
// Run from the server package, whose dev dependencies hold tsx.
const serverPackage = resolve(here, "../../auth-server");
const cli = join(serverPackage, "src/cli.ts");
const config = join(here, "fixtures/audit.config.ts");

/** `tollgate <args>` as a process, from the sources (tsx), on the test's database file. */
function tollgate(args: string[], databaseFile: string) {
  const result = spawnSync(
    process.execPath,
    ["--conditions=@tollgate/source", "--import", "tsx", cli, ...args],
    {
      cwd: serverPackage,
      encoding: "utf8",
      timeout: 60_000,
      env: { ...process.env, AUDIT_TEST_DATABASE: databaseFile },
    },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("tollgate audit verify (as a process)", () => {
  it("reports a chain that holds, then the first broken link", async () => {
    const directory = mkdtempSync(join(tmpdir(), "tollgate-audit-cli-"));
    onTestFinished(() => rmSync(directory, { recursive: true, force: true }));
    const file = join(directory, "auth.db");
    const sqlite = new Database(file);
    onTestFinished(() => {
      sqlite.close();
    });
    const auth = createAuth({
      baseURL: "http://localhost:3000",
      secret: "tollgate-test-secret-0123456789abcdef",
      database: sqlite,
      logger: { disabled: true },
      emailAndPassword: { enabled: true, password: fastTestPasswordHasher },
      plugins: [auditLog()],
    });
    await auth.migrate();
    for (const name of ["ada", "bob"])
      await auth.api.signUpEmail({
        body: { email: `${name}@example.com`, password: "correct horse battery", name },
      });

    const holding = tollgate(["audit", "verify", "--config", config], file);
    expect(holding.stderr).toBe("");
    expect(holding.stdout).toContain("Audit chain OK: 2 events verified (#1 to #2).");
    expect(holding.code).toBe(0);

    sqlite.prepare(`update "auditEvent" set "type" = 'tampered' where "sequence" = 2`).run();
    const broken = tollgate(["audit", "verify", "--config", config], file);
    expect(broken.stdout).toContain("Audit chain BROKEN at event #2");
    expect(broken.code).toBe(1);

    const usage = tollgate(["audit", "--config", config], file);
    expect(usage.stdout).toContain("Usage: tollgate audit verify");
    expect(usage.code).toBe(2);
  }, 120_000);
});
