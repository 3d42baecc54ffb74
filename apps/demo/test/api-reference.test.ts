import type { OpenAPIDocument } from "@tollgate/auth-server/open-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_REFERENCE_CSP } from "../server/api-reference";
import { startInProcessDemo } from "./support/in-process-demo";

// The real server parts in-process, on an in-memory SQLite database.
describe("GET /reference: the API reference page", () => {
  let baseURL = "";
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    ({ baseURL, close } = await startInProcessDemo());
  });

  afterAll(() => close());

  it("lists every operation of the demo's auth server by tag, with its body fields and error codes", async () => {
    const response = await fetch(`${baseURL}/reference`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    const document = (await (
      await fetch(`${baseURL}/reference/openapi.json`)
    ).json()) as OpenAPIDocument;
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(80);
    expect(html.match(/<section class="operation"/g)?.length).toBe(operations.length);
    for (const tag of ["core", "username", "organization", "admin", "magic-link", "api-key"]) {
      expect(html).toContain(`<h2 id="tag-${tag}">${tag}</h2>`);
    }
    expect(html).toContain('<span class="method">POST</span> /api/auth/sign-up/email');
    expect(html).toContain("<tr><td><code>email</code></td><td>string</td><td>required</td></tr>");
    expect(html).toContain(
      "<td><code>INVALID_<wbr>EMAIL_<wbr>OR_<wbr>PASSWORD</code></td><td>Invalid email or password</td>",
    );
    // The username plugin adds its field to the user: the live schema, not the core's alone.
    expect(document.components.schemas.User?.properties).toHaveProperty("username");
  });

  it("speaks the language asked for: ?lang= first (the app's link sets it), else the browser's", async () => {
    const german = await (await fetch(`${baseURL}/reference?lang=de`)).text();
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('<a class="back" href="/">← Zurück zur Demo</a>');
    expect(german).toContain("<td>erforderlich</td>");
    // The errors' messages from @tollgate/i18n's German catalogue.
    expect(german).not.toContain("<td>Invalid email or password</td>");
    const french = await fetch(`${baseURL}/reference`, { headers: { "accept-language": "fr" } });
    expect(await french.text()).toContain('<html lang="fr">');
  });

  it("loads only its own stylesheet and script, and its Try it calls only this server", async () => {
    const response = await fetch(`${baseURL}/reference`);
    expect(response.headers.get("content-security-policy")).toBe(API_REFERENCE_CSP);
    expect(API_REFERENCE_CSP).toContain("default-src 'none'");
    expect(API_REFERENCE_CSP).toContain("script-src 'self'");
    expect(API_REFERENCE_CSP).toContain("connect-src 'self'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const html = await response.text();
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script src="/reference/reference.js" defer></script>');
    expect(html).not.toContain("<style");
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).toContain('<link rel="stylesheet" href="/reference/reference.css">');
    const css = await fetch(`${baseURL}/reference/reference.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(await css.text()).toContain("section.operation");
    const script = await fetch(`${baseURL}/reference/reference.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await script.text()).toContain('credentials: "same-origin"');
  });
});
