import type { JsonSchema, OpenAPIDocument, OpenAPIResponse } from "@tollgate/auth-server/open-api";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { everyPlugin } from "./every-plugin";

let document: OpenAPIDocument;
let html = "";

beforeAll(async () => {
  const test = await createTestAuth({ plugins: everyPlugin() });
  document = (await test.json<OpenAPIDocument>("/open-api/generate-schema")).data;
  const page = await test.request("/reference");
  expect(page.status).toBe(200);
  html = await page.text();
});

interface Operation {
  name: string;
  operationId: string;
  /** The 2XX/3XX responses, in status order. */
  success: [string, OpenAPIResponse][];
}

function operations(): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operationId: operation.operationId,
      success: Object.entries(operation.responses)
        .filter(([status]) => /^[23]/.test(status))
        .sort(([a], [b]) => a.localeCompare(b)),
    })),
  );
}

/** The page's success responses of one operation, each as its HTML. */
function responseBlocks(operationId: string): string[] {
  const start = html.indexOf(`<section class="operation" id="${operationId}">`);
  expect(start, operationId).toBeGreaterThan(-1);
  return html
    .slice(start, html.indexOf("</section>", start))
    .split('<div class="response">')
    .slice(1)
    .map((block) => block.slice(0, block.indexOf("</div>")));
}

/** What a reader sees of some HTML: tags gone, entities read, white space single. */
function textOf(fragment: string): string {
  return fragment
    .replace(/<wbr>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const ANNOTATIONS = new Set(["description", "title", "examples"]);

/** Whether some part of the schema accepts any value: there, "any" is the truth. */
function hasUndescribedPart(schema: JsonSchema | boolean | undefined): boolean {
  if (schema === undefined || typeof schema === "boolean") return schema === true;
  if (Object.keys(schema).every((key) => ANNOTATIONS.has(key))) return true;
  const parts = [
    ...Object.values(schema.properties ?? {}),
    ...(schema.prefixItems ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
    ...(Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : []),
  ];
  return parts.some((part) => hasUndescribedPart(part));
}

const jsonAnswer = (response: OpenAPIResponse) => response.content?.["application/json"]?.schema;

/** The component an allOf answer (alone or as an array's items) builds on: "Member". */
function allOfComponent(answer: JsonSchema): string | undefined {
  const items = Array.isArray(answer.items) ? undefined : answer.items;
  const built = answer.allOf ? answer : typeof items === "object" ? items : undefined;
  const reference = built?.allOf?.find((part) => typeof part === "object" && part.$ref);
  return typeof reference === "object" ? reference.$ref?.split("/").pop() : undefined;
}

describe("the reference page with every plugin package enabled", () => {
  it("shows every operation's 2XX/3XX answers by status, a redirect with its Location header", () => {
    let redirects = 0;
    for (const operation of operations()) {
      const blocks = responseBlocks(operation.operationId);
      const statuses = blocks.map((block) => block.match(/<code class="status">(\w+)</)?.[1]);
      expect(statuses, operation.name).toEqual(operation.success.map(([status]) => status));
      operation.success.forEach(([, response], index) => {
        const text = textOf(blocks[index] ?? "");
        expect(text, operation.name).toContain(response.description);
        for (const [name, header] of Object.entries(response.headers ?? {})) {
          expect(text, operation.name).toContain(`${name} header: ${header.description}`);
          redirects += 1;
        }
      });
    }
    // magic-link verify, verify-email, reset-password, delete-user callback, the OAuth callbacks.
    expect(redirects).toBeGreaterThanOrEqual(8);
  });

  it("writes no answer as 'any' where the document describes it, allOf as component & fields", () => {
    const readAsAny: string[] = [];
    const builtOn: string[] = [];
    for (const operation of operations()) {
      const blocks = responseBlocks(operation.operationId);
      operation.success.forEach(([status, response], index) => {
        const answer = jsonAnswer(response);
        if (!answer) return;
        const text = textOf(blocks[index] ?? "");
        if (!hasUndescribedPart(answer) && /\bany\b/.test(text))
          readAsAny.push(`${operation.name} ${status}: ${text}`);
        const component = allOfComponent(answer);
        if (component) {
          expect(text, operation.name).toContain(`${component} & {`);
          builtOn.push(component);
        }
      });
    }
    expect(readAsAny).toEqual([]);
    // api-key create/get/list/update; organization create, member with user, invitations.
    expect(new Set(builtOn)).toEqual(new Set(["Apikey", "Organization", "Member", "Invitation"]));
  });
});
