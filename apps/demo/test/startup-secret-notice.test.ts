import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runDemoProcess } from "../e2e/support/demo-process";
import { freePort } from "../e2e/support/free-port";
import { appRoot } from "../e2e/support/paths";

describe("the development start's notice about the secret", () => {
  it("regression: names AUTH_SECRET, the variable the README documents, and no other", async () => {
    const port = await freePort();
    const run = runDemoProcess({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: ":memory:",
    });
    try {
      const deadline = Date.now() + 60_000;
      while (!run.output().includes("Tollgate demo ready") && Date.now() < deadline)
        await new Promise((resolveWait) => setTimeout(resolveWait, 100));
      await new Promise((resolveWait) => setTimeout(resolveWait, 300));
      const output = run.output();
      expect(output).toContain("Tollgate demo ready");
      expect(output).toContain("AUTH_SECRET is not set");
      expect(output).not.toMatch(/TOLLGATE_SECRET|BETTER_AUTH_SECRET/);
      const readme = readFileSync(join(appRoot, "README.md"), "utf8");
      expect(readme).toMatch(/\| `AUTH_SECRET` +\|/);
    } finally {
      run.child.kill("SIGTERM");
      await run.exited;
    }
  }, 90_000);
});
