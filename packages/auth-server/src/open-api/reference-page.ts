import { escapeHtml } from "../utils/escape-html";
import type {
  JsonSchema,
  OpenAPIDocument,
  OpenAPIMethod,
  OpenAPIOperation,
  OpenAPIResponse,
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
nav a{margin-right:12px;white-space:nowrap}
section.operation{background:#fff;border:1px solid #e3e6ee;border-radius:10px;padding:12px 16px;margin:0 0 10px}
.method{display:inline-block;min-width:56px;font-weight:700;color:#2854c5}
table{border-collapse:collapse;min-width:60%;margin:6px 0;font-size:14px}
caption{text-align:left}
th,td{text-align:left;padding:3px 8px 3px 0;vertical-align:top;border-bottom:1px solid #f0f1f4;overflow-wrap:normal}
table.fields td:nth-child(2),table.parameters td:nth-child(3){overflow-wrap:anywhere}
td.fields{padding:0 0 4px 14px}
td.fields details{margin:0}
td table{min-width:0}
@media (min-width:600px){wbr{display:none}}
.response{border-left:3px solid #e3e6ee;padding:0 0 0 10px;margin:10px 0}
.response p{margin:4px 0}
code.status{font-weight:700;background:#eaf0fd;color:#2854c5;border-radius:4px;padding:1px 6px}
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

type SchemaOrFlag = JsonSchema | boolean | undefined;

function componentName(ref: string): string {
  return ref.split("/").pop() ?? ref;
}

/** `false` or `not: {}`: no value fits (a field that is never answered). */
function rejectsEverything(schema: SchemaOrFlag): boolean {
  if (schema === false) return true;
  if (typeof schema !== "object" || schema.not === undefined) return false;
  return (
    schema.not === true || (typeof schema.not === "object" && Object.keys(schema.not).length === 0)
  );
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** Whether typeText writes the schema as "A | B": inside "array of" or "&" it needs brackets. */
function isUnion(schema: SchemaOrFlag): boolean {
  if (typeof schema !== "object" || rejectsEverything(schema) || schema.$ref) return false;
  if (schema.enum) return schema.enum.length > 1;
  if (schema.const !== undefined || schema.allOf) return false;
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.length > 1;
  return typesOf(schema).length > 1;
}

function groupedTypeText(schema: SchemaOrFlag, collapsed?: JsonSchema): string {
  const text = typeText(schema, collapsed);
  return isUnion(schema) ? `(${text})` : text;
}

/** "array of string", "array of (string | null)", or a tuple "[string, string]". */
function arrayText(schema: JsonSchema, collapsed?: JsonSchema): string {
  if (schema.prefixItems) return `[${schema.prefixItems.map((item) => typeText(item)).join(", ")}]`;
  const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
  return `array of ${groupedTypeText(items, collapsed)}`;
}

/** "{ id: string; image?: string | null }"; "object" when it names no field or is `collapsed`. */
function objectText(schema: JsonSchema, collapsed?: JsonSchema): string {
  if (schema === collapsed) return "object";
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(
    ([name, property]) => `${name}${required.has(name) ? "" : "?"}: ${typeText(property)}`,
  );
  const { additionalProperties } = schema;
  const typedExtra =
    typeof additionalProperties === "object" && Object.keys(additionalProperties).length > 0;
  if (typedExtra) fields.push(`[key: string]: ${typeText(additionalProperties)}`);
  return fields.length > 0 ? `{ ${fields.join("; ")} }` : "object";
}

/**
 * A schema in a few words: "string | null", "User", "array of Session", "Member & { user: {
 * id: string; … } }" (a record's component with the fields a route adds), "never". The
 * `collapsed` object is written "object" (its fields are shown as a table beside).
 */
function typeText(schema: SchemaOrFlag, collapsed?: JsonSchema): string {
  if (schema === undefined || schema === true) return "any";
  if (rejectsEverything(schema) || typeof schema === "boolean") return "never";
  if (schema.$ref) return componentName(schema.$ref);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.allOf) return schema.allOf.map((part) => groupedTypeText(part)).join(" & ");
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((part) => typeText(part, collapsed)).join(" | ");
  const types = typesOf(schema);
  if (types.length === 0) return schema.properties ? objectText(schema, collapsed) : "any";
  return types
    .map((type) => {
      if (type === "array") return arrayText(schema, collapsed);
      return type === "object" ? objectText(schema, collapsed) : type;
    })
    .join(" | ");
}

/** A type text longer than this is hard to read on one line: its object's fields get a table. */
const INLINE_TYPE_LENGTH = 100;

const isNullSchema = (schema: SchemaOrFlag) => typeof schema === "object" && schema.type === "null";

/** The object with fields a schema holds alone, as an array's items, or beside null. */
function objectInside(schema: SchemaOrFlag): JsonSchema | undefined {
  if (typeof schema !== "object" || schema.$ref || schema.allOf) return undefined;
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const values = union.filter((part) => !isNullSchema(part));
    return values.length === 1 ? objectInside(values[0]) : undefined;
  }
  if (schema.properties) return schema;
  const items = Array.isArray(schema.items) ? undefined : schema.items;
  return typesOf(schema).includes("array") ? objectInside(items) : undefined;
}

/**
 * A field's or an answer's type: in words when short, else (a large object, an array of them)
 * "object" / "array of object", with the object to show as a table of its own.
 */
function shownType(schema: SchemaOrFlag): { text: string; table?: JsonSchema } {
  const text = typeText(schema);
  const inner = objectInside(schema);
  if (!inner || text.length <= INLINE_TYPE_LENGTH) return { text };
  return { text: typeText(schema, inner), table: inner };
}

/** A large object's fields, folded: "items: 38 fields" opens them. */
function foldedFields(schema: JsonSchema, label: string): string {
  const count = Object.keys(schema.properties ?? {}).length;
  return `<details><summary>${escapeHtml(label)}: ${count} fields</summary>${fieldsTable(schema)}</details>`;
}

/** "keepCurrentActiveOrganization" may break before each capital on a narrow screen. */
function breakableName(name: string): string {
  return escapeHtml(name).replace(/([a-z0-9])([A-Z])/g, "$1<wbr>$2");
}

function fieldsTable(schema: JsonSchema | undefined, heading?: string): string {
  const properties = Object.entries(schema?.properties ?? {});
  if (!schema || properties.length === 0) return "";
  const required = new Set(schema.required ?? []);
  const rows = properties
    .map(([name, property]) => {
      const { text, table } = shownType(property);
      const row = `<tr><td><code>${breakableName(name)}</code></td><td>${escapeHtml(text)}</td><td>${required.has(name) ? "required" : "optional"}</td></tr>`;
      if (!table) return row;
      return `${row}<tr><td class="fields" colspan="3">${foldedFields(table, name)}</td></tr>`;
    })
    .join("");
  const caption = heading ? `<caption class="muted">${escapeHtml(heading)}</caption>` : "";
  return `<table class="fields">${caption}<tr><th>field</th><th>type</th><th></th></tr>${rows}</table>`;
}

function parametersTable(operation: OpenAPIOperation): string {
  const parameters = operation.parameters ?? [];
  if (parameters.length === 0) return "";
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><td><code>${breakableName(parameter.name)}</code></td><td>${parameter.in}</td><td>${escapeHtml(typeText(parameter.schema))}</td><td>${parameter.required ? "required" : "optional"}</td></tr>`,
    )
    .join("");
  return `<table class="parameters"><caption class="muted">Parameters</caption><tr><th>name</th><th>in</th><th>type</th><th></th></tr>${rows}</table>`;
}

function errorCodes(operation: OpenAPIOperation): string {
  const codes = operation.responses["4XX"]?.["x-error-codes"] ?? [];
  if (codes.length === 0) return "";
  const items = codes.map((code) => `<code>${escapeHtml(code)}</code>`).join(" ");
  return `<details><summary>Error codes (${codes.length})</summary><p class="codes">${items}</p></details>`;
}

/** The JSON answer's fields as a table, or its type in words (an array, a model, null). */
function answerText(answer: JsonSchema): string {
  const fields = fieldsTable(answer, "Answer");
  if (fields) return fields;
  const { text, table } = shownType(answer);
  const answers = `<p class="muted">Answers: ${escapeHtml(text)}</p>`;
  return table ? `${answers}${foldedFields(table, "object")}` : answers;
}

/** What a response carries: a JSON answer described, any other media type by name. */
function contentText(response: OpenAPIResponse): string {
  return Object.entries(response.content ?? {})
    .map(([mediaType, { schema }]) =>
      mediaType === "application/json"
        ? answerText(schema)
        : `<p class="muted">Answers: <code>${escapeHtml(mediaType)}</code></p>`,
    )
    .join("");
}

/** The response's headers (a redirect's Location) with what each holds. */
function headersText(response: OpenAPIResponse): string {
  return Object.entries(response.headers ?? {})
    .map(
      ([name, header]) =>
        `<p><code>${escapeHtml(name)}</code> header: ${escapeHtml(header.description)}</p>`,
    )
    .join("");
}

/** "200", "201", "2XX", "302": the answers that are not refusals, in status order. */
function successResponses(operation: OpenAPIOperation): [string, OpenAPIResponse][] {
  return Object.entries(operation.responses)
    .filter(([status]) => /^[23]/.test(status))
    .sort(([a], [b]) => a.localeCompare(b));
}

function responsesText(operation: OpenAPIOperation): string {
  return successResponses(operation)
    .map(
      ([status, response]) => `<div class="response">
<p><code class="status">${escapeHtml(status)}</code> ${escapeHtml(response.description)}</p>
${headersText(response)}${contentText(response)}</div>`,
    )
    .join("\n");
}

function renderOperation(path: string, method: OpenAPIMethod, operation: OpenAPIOperation): string {
  const body = operation.requestBody?.content["application/json"]?.schema;
  const summary = operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : "";
  return `<section class="operation" id="${escapeHtml(operation.operationId)}">
<h3><span class="method">${method.toUpperCase()}</span> ${escapeHtml(path)}</h3>
<p class="muted"><code>${escapeHtml(operation.operationId)}</code></p>
${summary}${parametersTable(operation)}${fieldsTable(body, "Body")}${responsesText(operation)}${errorCodes(operation)}
</section>`;
}

/**
 * The document as one readable HTML page with no script and no outside resource: the
 * operations grouped by tag (core, then each plugin), each with its method, path, parameters,
 * body fields, every success answer (its status, description, headers and type) and error codes.
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
