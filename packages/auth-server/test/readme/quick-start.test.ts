import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, readmeSection } from "./support/readme-section";

const packageDirectory = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const { text: quickStart, codeBlock } = readmeSection(
  join(packageDirectory, "README.md"),
  "Quick start",
);

const running: ChildProcess[] = [];
// Inside this package, so `better-sqlite3` and `@tollgate/auth-server` resolve as in an app.
const workDirectory = mkdtempSync(join(packageDirectory, "test-quick-start-"));

afterAll(() => {
  for (const child of running) child.kill();
  rmSync(workDirectory, { recursive: true, force: true });
});

/**
 * Runs a README snippet as an app would (its port swapped for a free one), from the package's
 * TypeScript sources through tsx, and answers what GET /api/auth/ok returned.
 */
async function runSnippet(file: string, code: string, packageJson?: object): Promise<unknown> {
  const port = await freePort();
  const directory = mkdtempSync(join(workDirectory, "app-"));
  if (packageJson) writeFileSync(join(directory, "package.json"), JSON.stringify(packageJson));
  expect(code).toContain(".listen(3000)");
  writeFileSync(join(directory, file), code.replace(".listen(3000)", `.listen(${port})`));
  const child = spawn(
    process.execPath,
    ["--conditions=@tollgate/source", "--import", "tsx", file],
    { cwd: directory, stdio: ["ignore", "ignore", "pipe"] },
  );
  running.push(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${file} exited:\n${stderr}`);
    const answer = await fetch(`http://127.0.0.1:${port}/api/auth/ok`).catch(() => null);
    if (answer) {
      child.kill();
      return answer.json();
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  child.kill();
  throw new Error(`${file} did not answer in 30 s:\n${stderr}`);
}

describe("the README's quick start (regression: TS1309 in a CommonJS app, nothing said)", () => {
  it('says the app must be an ES module ("type": "module")', () => {
    expect(quickStart).toContain('"type": "module"');
    expect(codeBlock("json").trim()).toBe('{ "type": "module" }');
  });

  it("server.ts runs in an app with that package.json", async () => {
    expect(await runSnippet("server.ts", codeBlock("ts"), { type: "module" })).toEqual({
      ok: true,
    });
  }, 60_000);

  it("the same code runs as plain JavaScript, server.mjs", async () => {
    expect(await runSnippet("server.mjs", codeBlock("ts"))).toEqual({ ok: true });
  }, 60_000);

  it("the CommonJS variant runs as server.cjs", async () => {
    expect(await runSnippet("server.cjs", codeBlock("js"))).toEqual({ ok: true });
  }, 60_000);
});
