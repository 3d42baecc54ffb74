import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const toolDirectory = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const script = join(toolDirectory, "test", "bun", "sign-in-on-bun-sqlite.ts");
// The `bun` dev dependency installs the binary (its install script links it there).
const bun = join(toolDirectory, "node_modules", ".bin", "bun");
const version = spawnSync(bun, ["--version"], { encoding: "utf8" });
const bunMissing =
  version.status === 0
    ? null
    : `no bun binary at ${bun} (${version.error?.message ?? version.stderr.trim()}): run pnpm install (bun's install script must run)`;
if (bunMissing && process.env.CI === "true") throw new Error(bunMissing);
if (bunMissing) console.warn(`bun:sqlite suite skipped: ${bunMissing}`);

const directory = mkdtempSync(join(tmpdir(), "tollgate-bun-sqlite-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function runOnBun(databasePath: string) {
  // Workspace packages resolve to their TypeScript sources, as in vitest; Bun runs them as is.
  const run = spawnSync(bun, ["--conditions=@tollgate/source", script, databasePath], {
    cwd: toolDirectory,
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout.trim());
}

describe.skipIf(bunMissing !== null)("createAuth on a bun:sqlite Database, under Bun", () => {
  it.each([
    ["in memory", ":memory:"],
    ["in a file", join(directory, "auth.db")],
  ])(
    "migrates, signs up, signs in and reads the session (%s) (regression: dialect.createDriver TypeError)",
    (_, path) => {
      expect(runOnBun(path)).toEqual({
        runtime: expect.stringMatching(/^bun \d/),
        dialect: "sqlite",
        signUp: { status: 200, email: "ada@example.com" },
        duplicate: { status: 422, code: "USER_ALREADY_EXISTS" },
        signIn: { status: 200, cookie: true },
        session: { status: 200, email: "ada@example.com", emailVerified: false },
        wrongPassword: 401,
        sessionRows: 2,
      });
    },
    90_000,
  );
});
