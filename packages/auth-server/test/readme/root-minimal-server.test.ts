// Issue 37 item 10: the root README's minimal server, run as an app would run it (its port
// swapped for a free one, in baseURL too), in production with only TOLLGATE_SECRET set: a
// browser on the server's own origin signs up. Before, the snippet set no baseURL, so a server
// on any port but 3000 refused its own origin with 403 'Invalid origin'.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, readmeSection } from "./support/readme-section";

const packageDirectory = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const section = readmeSection(join(packageDirectory, "../../README.md"), "A minimal server");
const snippet = section.codeBlock("ts");

// Inside this package, so `better-sqlite3` and `@tollgate/auth-server` resolve as in an app.
const directory = mkdtempSync(join(packageDirectory, "test-root-readme-"));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill();
  rmSync(directory, { recursive: true, force: true });
});

describe("the root README's minimal server", () => {
  it("says which secret it reads and that a TypeScript config for tollgate migrate needs tsx", () => {
    expect(section.text).toContain("TOLLGATE_SECRET");
    expect(section.text).toMatch(/TypeScript config needs tsx[^.]*Node 20/);
  });

  it("regression: signs a browser up on its own origin when it listens on another port than 3000", async () => {
    expect(snippet).toContain('baseURL: "http://localhost:3000"');
    expect(snippet).toContain(".listen(3000)");
    const port = await freePort();
    writeFileSync(join(directory, "package.json"), JSON.stringify({ type: "module" }));
    writeFileSync(join(directory, "server.ts"), snippet.replaceAll("3000", String(port)));
    child = spawn(
      process.execPath,
      ["--conditions=@tollgate/source", "--import", "tsx", "server.ts"],
      {
        cwd: directory,
        env: { ...process.env, NODE_ENV: "production", TOLLGATE_SECRET: "r".repeat(32) },
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const signUp = () =>
      fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
        body: JSON.stringify({
          email: "readme@example.com",
          password: "correct horse battery",
          name: "Readme",
        }),
      });
    let answer: Response | null = null;
    const deadline = Date.now() + 45_000;
    while (!answer && Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server.ts exited:\n${stderr}`);
      answer = await signUp().catch(() => null);
      if (!answer) await new Promise((wait) => setTimeout(wait, 200));
    }
    if (!answer) throw new Error(`server.ts did not answer in 45 s:\n${stderr}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().join()).toContain("tollgate.session_token=");
  }, 60_000);
});
