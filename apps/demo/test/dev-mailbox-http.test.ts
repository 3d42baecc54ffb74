import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startInProcessDemo } from "./support/in-process-demo";

// The real server parts in-process, on an in-memory SQLite database.
describe("GET /api/dev/mail and /dev/mail", () => {
  let baseURL = "";
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    ({ baseURL, close } = await startInProcessDemo());
  });

  afterAll(() => close());

  const post = (path: string, body: unknown) =>
    fetch(`${baseURL}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseURL },
      body: JSON.stringify(body),
    });

  it("answers every mail the auth server sends, newest first, with its action link", async () => {
    const signUp = await post("/sign-up/email", {
      name: "Grace",
      email: "grace@example.com",
      password: "correct horse battery",
      username: "grace",
    });
    expect(signUp.status).toBe(200);
    const forgot = await post("/forget-password", {
      email: "grace@example.com",
      redirectTo: "/reset-password",
    });
    expect(forgot.status).toBe(200);

    const response = await fetch(`${baseURL}/api/dev/mail`);
    expect(response.headers.get("content-type")).toContain("application/json");
    const messages = (await response.json()) as Array<Record<string, string>>; // our own JSON
    expect(messages.map((mail) => mail.subject)).toEqual([
      "Reset your password",
      "Verify your email address",
    ]);
    const [reset, verify] = messages;
    expect(reset?.to).toBe("grace@example.com");
    expect(reset?.url).toMatch(
      /\/api\/auth\/reset-password\/[^/?]+\?callbackURL=%2Freset-password$/,
    );
    expect(reset?.text).toContain(reset?.url ?? "missing");
    expect(verify?.url).toContain("/api/auth/verify-email?token=");
    expect(Date.parse(verify?.createdAt ?? "")).toBeLessThanOrEqual(
      Date.parse(reset?.createdAt ?? ""),
    );

    const page = await fetch(`${baseURL}/dev/mail`);
    const html = await page.text();
    expect(html).toContain("Dev mailbox");
    expect(html).toContain(`href="${(reset?.url ?? "").replaceAll("&", "&amp;")}"`);
  });

  it("/dev/mail allows exactly its own inline script, no framing and no Referer", async () => {
    const response = await fetch(`${baseURL}/dev/mail`);
    const page = await response.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? "";
    const hash = createHash("sha256").update(script).digest("base64");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("answers HEAD without a body, so the front end can tell the mailbox exists", async () => {
    const response = await fetch(`${baseURL}/api/dev/mail`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });
});
