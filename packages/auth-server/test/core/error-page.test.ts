import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";

describe("GET /error", () => {
  it("renders an HTML page titled Authentication Error with the code and a link to /", async () => {
    const t = await createTestAuth();
    const response = await t.request("/error", {
      query: { error: "state_not_found" },
      cookies: null,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<title>Authentication Error<\/title>/);
    expect(html).toContain("state_not_found");
    expect(html).toMatch(/<a href="\/">Return to Application<\/a>/);
  });

  it("escapes the code", async () => {
    const t = await createTestAuth();
    const payload = `<script>alert("x")</script>&'`;
    const response = await t.request("/error", { query: { error: payload }, cookies: null });
    const html = await response.text();
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;");
  });

  it("shows Unknown without an error value, and with an empty one", async () => {
    const t = await createTestAuth();
    for (const query of [undefined, { error: "" }]) {
      const html = await (await t.request("/error", { query, cookies: null })).text();
      expect(html).toMatch(/<code>Unknown<\/code>/);
    }
  });
});
