import { escapeHtml } from "../routes/error-page";
import type {
  JsonSchema,
  OpenAPIDocument,
  OpenAPIMethod,
  OpenAPIOperation,
} from "./open-api-types";

/**
 * The page's one stylesheet, inline by default. Under a strict Content-Security-Policy serve
 * it as a file of your own and pass `stylesheetURL` (`style-src 'self'`), or pass a `nonce`.
 */
export const OPENAPI_REFERENCE_STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f6f7fb;color:#1d2433;overflow-wrap:anywhere}
main{max-width:900px;margin:0 auto;padding:32px 20px}
h1{font-size:24px;margin:0 0 4px}
h2{font-size:19px;margin:32px 0 8px;border-bottom:1px solid #e3e6ee;padding-bottom:4px}
h3{font-size:15px;margin:0;font-family:ui-monospace,monospace}
.lead,.muted{color:#5b6478}
nav a{margin-right:12px}
section.operation{background:#fff;border:1px solid #e3e6ee;border-radius:10px;padding:12px 16px;margin:0 0 10px}
.method{display:inline-block;min-width:56px;font-weight:700;color:#2854c5}
table{border-collapse:collapse;min-width:60%;margin:6px 0;font-size:14px}
caption{text-align:left}
th,td{text-align:left;padding:3px 8px 3px 0;vertical-align:top;border-bottom:1px solid #f0f1f4}
code{font-family:ui-monospace,monospace;font-size:13px}
details{margin:6px 0;font-size:14px}
summary{cursor:pointer;color:#5b6478}
p.codes{margin:4px 0;line-height:1.9}
p.codes code{background:#f0f1f4;border-radius:4px;padding:1px 5px}`;

export interface ReferencePageOptions {
  /** Set on the <style> element, for a Content-Security-Policy with a style nonce. */
  nonce?: string;
  /** Link this stylesheet (OPENAPI_REFERENCE_STYLE served by you) instead of an inline one. */
  stylesheetURL?: string;
  /** Where the JSON document is, linked from the page. */
  documentURL?: string;
}

const METHODS: readonly OpenAPIMethod[] = ["get", "post", "put", "patch", "delete"];

/** A schema in a few words: "string", "string | null", "User", "array of string". */
function typeText(schema: JsonSchema | boolean | undefined): string {
  if (schema === undefined || typeof schema === "boolean") return "any";
  if (schema.$ref) return schema.$ref.split("/").pop() ?? schema.$ref;
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((part) => typeText(part)).join(" | ");
  if (schema.type === "array") {
    const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
    return `array of ${typeText(items)}`;
  }
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  return schema.type ?? "any";
}

function fieldsTable(schema: JsonSchema | undefined, heading: string): string {
  const properties = Object.entries(schema?.properties ?? {});
  if (!schema || properties.length === 0) return "";
  const required = new Set(schema.required ?? []);
  const rows = properties
    .map(
      ([name, property]) =>
        `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(typeText(property))}</td><td>${required.has(name) ? "required" : "optional"}</td></tr>`,
    )
    .join("");
  return `<table><caption class="muted">${escapeHtml(heading)}</caption><tr><th>field</th><th>type</th><th></th></tr>${rows}</table>`;
}

function parametersTable(operation: OpenAPIOperation): string {
  const parameters = operation.parameters ?? [];
  if (parameters.length === 0) return "";
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${escapeHtml(typeText(parameter.schema))}</td><td>${parameter.required ? "required" : "optional"}</td></tr>`,
    )
    .join("");
  return `<table><caption class="muted">Parameters</caption><tr><th>name</th><th>in</th><th>type</th><th></th></tr>${rows}</table>`;
}

function errorCodes(operation: OpenAPIOperation): string {
  const codes = operation.responses["4XX"]?.["x-error-codes"] ?? [];
  if (codes.length === 0) return "";
  const items = codes.map((code) => `<code>${escapeHtml(code)}</code>`).join(" ");
  return `<details><summary>Error codes (${codes.length})</summary><p class="codes">${items}</p></details>`;
}

/** The answer's fields as a table, or its type in words (an array, a model, null or an object). */
function answerText(answer: JsonSchema | undefined): string {
  if (!answer) return "";
  return (
    fieldsTable(answer, "Answer") || `<p class="muted">Answers: ${escapeHtml(typeText(answer))}</p>`
  );
}

function renderOperation(path: string, method: OpenAPIMethod, operation: OpenAPIOperation): string {
  const body = operation.requestBody?.content["application/json"]?.schema;
  const answer = operation.responses["200"]?.content?.["application/json"]?.schema;
  const summary = operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : "";
  return `<section class="operation" id="${escapeHtml(operation.operationId)}">
<h3><span class="method">${method.toUpperCase()}</span> ${escapeHtml(path)}</h3>
<p class="muted"><code>${escapeHtml(operation.operationId)}</code></p>
${summary}${parametersTable(operation)}${fieldsTable(body, "Body")}${answerText(answer)}${errorCodes(operation)}
</section>`;
}

/**
 * The document as one readable HTML page with no script and no outside resource: the
 * operations grouped by tag (core, then each plugin), each with its method, path, parameters,
 * body fields, answer and error codes.
 */
export function renderOpenAPIReference(
  document: OpenAPIDocument,
  options: ReferencePageOptions = {},
): string {
  const sections = document.tags.map((tag) => {
    const operations: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (operation?.tags[0] === tag.name)
          operations.push(renderOperation(path, method, operation));
      }
    }
    return `<h2 id="tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</h2>
<p class="muted">${escapeHtml(tag.description)}</p>
${operations.join("\n")}`;
  });
  const nonce = options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : "";
  const style = options.stylesheetURL
    ? `<link rel="stylesheet" href="${escapeHtml(options.stylesheetURL)}">`
    : `<style${nonce}>${OPENAPI_REFERENCE_STYLE}</style>`;
  const documentLink = options.documentURL
    ? ` <a href="${escapeHtml(options.documentURL)}">OpenAPI document (JSON)</a>`
    : "";
  const nav = document.tags
    .map((tag) => `<a href="#tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</a>`)
    .join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
${style}
</head>
<body>
<main>
<h1>${escapeHtml(document.info.title)}</h1>
<p class="lead">${escapeHtml(document.info.description)} Version ${escapeHtml(document.info.version)}.${documentLink}</p>
<nav>${nav}</nav>
${sections.join("\n")}
</main>
</body>
</html>`;
}
