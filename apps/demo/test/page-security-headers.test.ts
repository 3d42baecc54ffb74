import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../e2e/support/free-port";
import { createStaticHandler } from "../server/static-files";

// Issue 19, item 7: HTML pages send a CSP the built front end works with (the journeys in
// e2e/ run under it in Chromium), no framing, nosniff and no Referer (the reset page's URL holds
// its token). The dev mailbox page's headers are checked in dev-mailbox-http.test.ts.
describe("the demo's HTML pages' security headers", () => {
  let root = "";
  let server: Server | undefined;
  let base = "";

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "demo-static-"));
    await mkdir(join(root, "assets"));
    await writeFile(join(root, "index.html"), "<!doctype html><title>t</title>");
    await writeFile(join(root, "assets", "index-abc.js"), "export {};");
    server = createServer(createStaticHandler(root));
    const port = await freePort();
    await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await rm(root, { recursive: true, force: true });
  });

  it("index.html (also as the fallback of a client route such as /reset-password) carries them", async () => {
    for (const path of ["/", "/reset-password?token=secret"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("assets are sent with nosniff", async () => {
    const response = await fetch(`${base}/assets/index-abc.js`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });
});
