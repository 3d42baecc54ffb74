import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { openAPI } from "@tollgate/auth-server/open-api";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

/** A user with fields the route adds, as plugins answer a record with more (allOf). */
const labelledUser = z.intersection(
  modelReference("user"),
  z.looseObject({ label: z.string(), aliases: z.array(z.string().nullable()) }),
);

/** An object too long to read on one line: its fields fold into a table of their own. */
const invoice = z.object({
  number: z.string(),
  issuedAt: z.string(),
  dueAt: z.string().nullable(),
  currency: z.string(),
  totalInCents: z.number().int(),
  paid: z.boolean(),
  lines: z.array(z.object({ description: z.string(), amountInCents: z.number().int() })),
});

const redirect = {
  description: "With a callbackURL: the browser goes back to the app.",
  headers: {
    Location: {
      description: "callbackURL once confirmed, or callbackURL with error=<CODE> on failure.",
      schema: { type: "string" },
    },
  },
};

const answersPlugin = {
  id: "answers",
  endpoints: {
    getLabelledUser: createAuthEndpoint(
      "/answers/labelled-user",
      { method: "GET", metadata: { responseSchema: labelledUser } },
      async () => ({ id: "u1", label: "first", aliases: [] }),
    ),
    listLabelledUsers: createAuthEndpoint(
      "/answers/labelled-users",
      { method: "GET", metadata: { responseSchema: z.array(labelledUser).nullable() } },
      async () => null,
    ),
    confirmThing: createAuthEndpoint(
      "/answers/confirm",
      {
        method: "GET",
        query: z.object({ callbackURL: z.string().optional() }),
        metadata: {
          responseSchema: z.object({ confirmed: z.boolean() }),
          openapi: { responses: { "302": redirect } },
        },
      },
      async () => ({ confirmed: true }),
    ),
    followLink: createAuthEndpoint(
      "/answers/follow",
      { method: "GET", metadata: { openapi: { responses: { "302": redirect } } } },
      async () => ({}),
    ),
    listInvoices: createAuthEndpoint(
      "/answers/invoices",
      { method: "GET", metadata: { responseSchema: z.object({ items: z.array(invoice) }) } },
      async () => ({ items: [] }),
    ),
  },
};

let html = "";

beforeAll(async () => {
  const test = await createTestAuth({ plugins: [openAPI(), answersPlugin] });
  const response = await test.request("/reference");
  expect(response.status).toBe(200);
  html = await response.text();
});

/** One operation's section of the page. */
function sectionOf(operationId: string): string {
  const start = html.indexOf(`<section class="operation" id="${operationId}">`);
  expect(start, operationId).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</section>", start));
}

/** The success responses of a section, each as its HTML. */
function responsesOf(operationId: string): string[] {
  return sectionOf(operationId)
    .split('<div class="response">')
    .slice(1)
    .map((block) => block.slice(0, block.indexOf("</div>")));
}

describe("GET /reference: the success answers", () => {
  it("shows an allOf answer as the record's component and the fields the route adds", () => {
    const [answer] = responsesOf("getLabelledUser");
    expect(answer).toContain('<code class="status">200</code> Success.');
    expect(answer).toContain(
      'Answers: <a href="#schema-User">User</a> &amp; { label: string; aliases: array of (string | null) }',
    );
    // Inside an array and beside null, the same words, the intersection kept whole.
    expect(responsesOf("listLabelledUsers")[0]).toContain(
      'Answers: array of <a href="#schema-User">User</a> &amp; { label: string; aliases: array of (string | null) } | null',
    );
    expect(html).not.toMatch(/Answers: (array of )?any/);
  });

  it("shows a 302 answer with its description and its Location header, beside the JSON 200", () => {
    const [json, redirectAnswer] = responsesOf("confirmThing");
    expect(json).toContain('<code class="status">200</code>');
    expect(json).toContain(
      "<tr><td><code>confirmed</code></td><td>boolean</td><td>required</td></tr>",
    );
    expect(redirectAnswer).toContain(
      '<code class="status">302</code> With a callbackURL: the browser goes back to the app.',
    );
    expect(redirectAnswer).toContain(
      "<code>Location</code> header: callbackURL once confirmed, or callbackURL with error=&lt;CODE&gt; on failure.",
    );
    // An endpoint that only redirects shows its 302 alone.
    const only = responsesOf("followLink");
    expect(only).toHaveLength(1);
    expect(only[0]).toContain('<code class="status">302</code>');
    expect(only[0]).toContain("<code>Location</code> header:");
  });

  it("names an HTML answer by its media type (the page itself)", () => {
    const [page] = responsesOf("openAPIReference");
    expect(page).toContain('<code class="status">200</code>');
    expect(page).toContain("Answers: <code>text/html</code>");
  });

  it("folds a large object's fields into a table of their own, nested objects in words", () => {
    const [answer] = responsesOf("listInvoices");
    expect(answer).toContain(
      "<tr><td><code>items</code></td><td>array of object</td><td>required</td></tr>",
    );
    expect(answer).toContain("<summary>items: 7 fields</summary>");
    expect(answer).toContain(
      "<tr><td><code>due<wbr>At</code></td><td>string | null</td><td>required</td></tr>",
    );
    expect(answer).toContain("<td>array of { description: string; amountInCents: integer }</td>");
  });
});
