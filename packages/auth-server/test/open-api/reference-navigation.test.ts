import { generateOpenAPIDocument, renderOpenAPIReference } from "@tollgate/auth-server/open-api";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { beforeAll, describe, expect, it } from "vitest";

let document: ReturnType<typeof generateOpenAPIDocument>;

beforeAll(async () => {
  const test = await createTestAuth();
  document = generateOpenAPIDocument(await test.auth.$context);
});

function sectionOf(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start, id).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</section>", start));
}

describe("the reference page's navigation, schemas and errors", () => {
  it("lists every operation and every schema in the sidebar, linked to its section", () => {
    const html = renderOpenAPIReference(document);
    const sidebar = html.slice(html.indexOf('<aside class="sidebar">'), html.indexOf("</aside>"));
    for (const item of Object.values(document.paths).flatMap((path) => Object.values(path)))
      expect(sidebar).toContain(`href="#${item.operationId}"`);
    for (const name of Object.keys(document.components.schemas)) {
      expect(sidebar).toContain(`href="#schema-${name}"`);
      expect(html).toContain(`<section class="schema" id="schema-${name}">`);
    }
  });

  it("defines each schema with its fields, and links every type naming one to it", () => {
    const html = renderOpenAPIReference(document);
    const session = sectionOf(html, "schema-Session");
    expect(session).toContain(
      "<tr><td><code>token</code></td><td>string</td><td>required</td></tr>",
    );
    expect(session).toContain(
      "<tr><td><code>expires<wbr>At</code></td><td>string (date-time)</td><td>required</td></tr>",
    );
    const getSession = sectionOf(html, "getSession");
    expect(getSession).toContain('<a href="#schema-Session">Session</a>');
    // Every link to a schema lands on a definition.
    for (const [, name] of html.matchAll(/href="#schema-([A-Za-z0-9]+)"/g))
      expect(html).toContain(`id="schema-${name}"`);
  });

  it("shows each operation's errors with status, code and the catalogue's message", () => {
    const html = renderOpenAPIReference(document);
    const signIn = sectionOf(html, "signInEmail");
    expect(signIn).toContain(
      '<tr><td><code class="status">401</code></td><td><code>INVALID_<wbr>EMAIL_<wbr>OR_<wbr>PASSWORD</code></td><td>Invalid email or password</td></tr>',
    );
    expect(signIn).toMatch(
      /<code class="status">403<\/code><\/td><td><code>EMAIL_<wbr>NOT_<wbr>VERIFIED<\/code>/,
    );
    expect(signIn).not.toContain('<code class="status">4XX</code>');
    expect(signIn).toMatch(
      /<code class="status">429<\/code><\/td><td><code>TOO_<wbr>MANY_<wbr>REQUESTS<\/code>/,
    );
    expect(signIn).toMatch(
      /<code class="status">500<\/code><\/td><td><code>INTERNAL_<wbr>SERVER_<wbr>ERROR<\/code>/,
    );
  });

  it("speaks the labels and error messages it is given, English for the rest", () => {
    const html = renderOpenAPIReference(document, {
      lang: "de",
      labels: { errors: "Fehler", required: "erforderlich" },
      errorMessage: (code) =>
        code === "INVALID_EMAIL_OR_PASSWORD" ? "Ungültige E-Mail oder Passwort" : undefined,
      backLink: { href: "/", text: "Zurück zur Demo" },
    });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<a class="back" href="/">← Zurück zur Demo</a>');
    const signIn = sectionOf(html, "signInEmail");
    expect(signIn).toContain("<summary>Fehler (");
    expect(signIn).toContain("<td>Ungültige E-Mail oder Passwort</td>");
    expect(signIn).toContain("<td>Invalid email</td>");
    expect(signIn).toContain("<td>erforderlich</td>");
    expect(signIn).toContain("<th>message</th>");
  });

  it("has search and Try it forms only with a script, which it loads from its URL", () => {
    const bare = renderOpenAPIReference(document);
    expect(bare).not.toContain("<script");
    expect(bare).not.toContain('id="reference-search"');
    expect(bare).not.toContain('class="try-form"');
    const scripted = renderOpenAPIReference(document, { scriptURL: "/reference/reference.js" });
    expect(scripted).toContain('<script src="/reference/reference.js" defer></script>');
    expect(scripted).toContain('id="reference-search"');
    expect(sectionOf(scripted, "signInEmail")).toContain(
      '<form class="try-form" data-method="POST" data-path="/api/auth/sign-in/email">',
    );
    expect(sectionOf(scripted, "getSession")).toContain(
      '<form class="try-form" data-method="GET" data-path="/api/auth/get-session">',
    );
  });
});
