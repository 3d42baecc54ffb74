import { escapeHtml } from "../utils/escape-html";
import type {
  JsonSchema,
  OpenAPIDocument,
  OpenAPIMethod,
  OpenAPIOperation,
  OpenAPIResponse,
} from "./open-api-types";
import { ENGLISH_REFERENCE_LABELS, type ReferenceLabels } from "./reference-labels";
import { OPENAPI_REFERENCE_STYLE } from "./reference-style";

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
      if (type === "object") return objectText(schema, collapsed);
      // "string (date-time)": a stored date answers as an ISO 8601 text.
      return type === "string" && schema.format ? `string (${schema.format})` : type;
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

/** The component names of the document, for links from the types that name them. */
interface RenderContext {
  labels: ReferenceLabels;
  components: ReadonlySet<string>;
  errorMessage: (code: string, catalogueMessage: string | undefined) => string | undefined;
  tryIt: boolean;
}

/** A type in words, escaped, each component name in it a link to the component's definition. */
function linkedType(text: string, context: RenderContext): string {
  return escapeHtml(text).replace(/\b[A-Z][A-Za-z0-9]*\b/g, (word) =>
    context.components.has(word) ? `<a href="#schema-${word}">${word}</a>` : word,
  );
}

function fieldCount(count: number, context: RenderContext): string {
  return context.labels.fieldCount.replace("{count}", String(count));
}

/** A large object's fields, folded: "items: 38 fields" opens them. */
function foldedFields(schema: JsonSchema, label: string, context: RenderContext): string {
  const count = Object.keys(schema.properties ?? {}).length;
  return `<details><summary>${escapeHtml(label)}: ${fieldCount(count, context)}</summary>${fieldsTable(schema, context)}</details>`;
}

/** "INTERNAL_SERVER_ERROR" may break after each underscore on a narrow screen. */
function breakableCode(code: string): string {
  return escapeHtml(code).replace(/_/g, "_<wbr>");
}

/** "keepCurrentActiveOrganization" may break before each capital on a narrow screen. */
function breakableName(name: string): string {
  return escapeHtml(name).replace(/([a-z0-9])([A-Z])/g, "$1<wbr>$2");
}

function fieldsTable(
  schema: JsonSchema | undefined,
  context: RenderContext,
  heading?: string,
): string {
  const properties = Object.entries(schema?.properties ?? {});
  if (!schema || properties.length === 0) return "";
  const { labels } = context;
  const required = new Set(schema.required ?? []);
  const rows = properties
    .map(([name, property]) => {
      const { text, table } = shownType(property);
      const row = `<tr><td><code>${breakableName(name)}</code></td><td>${linkedType(text, context)}</td><td>${required.has(name) ? labels.required : labels.optional}</td></tr>`;
      if (!table) return row;
      return `${row}<tr><td class="fields" colspan="3">${foldedFields(table, name, context)}</td></tr>`;
    })
    .join("");
  const caption = heading ? `<caption class="muted">${escapeHtml(heading)}</caption>` : "";
  return `<table class="fields">${caption}<tr><th>${labels.field}</th><th>${labels.type}</th><th></th></tr>${rows}</table>`;
}

function parametersTable(operation: OpenAPIOperation, context: RenderContext): string {
  const parameters = operation.parameters ?? [];
  if (parameters.length === 0) return "";
  const { labels } = context;
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><td><code>${breakableName(parameter.name)}</code></td><td>${parameter.in}</td><td>${linkedType(typeText(parameter.schema), context)}</td><td>${parameter.required ? labels.required : labels.optional}</td></tr>`,
    )
    .join("");
  return `<table class="parameters"><caption class="muted">${escapeHtml(labels.parameters)}</caption><tr><th>${labels.name}</th><th>${labels.location}</th><th>${labels.type}</th><th></th></tr>${rows}</table>`;
}

/** The fixed code of a "429" or "500" answer (its schema's `code: { const }`). */
function fixedCode(response: OpenAPIResponse): string | undefined {
  const schema = response.content?.["application/json"]?.schema;
  for (const part of schema?.allOf ?? []) {
    const code = typeof part === "object" ? part.properties?.code : undefined;
    if (typeof code === "object" && typeof code.const === "string") return code.const;
  }
  return undefined;
}

/**
 * Every error the operation answers, as a table of status, code and message: the codes of each
 * error response under its status ("4XX" where the status is not known), in status order.
 */
function errorsTable(operation: OpenAPIOperation, context: RenderContext): string {
  const { labels } = context;
  const rows: string[] = [];
  const row = (status: string, code: string, message: string | undefined) =>
    rows.push(
      `<tr><td><code class="status">${escapeHtml(status)}</code></td><td><code>${breakableCode(code)}</code></td><td>${escapeHtml(context.errorMessage(code, message) ?? "")}</td></tr>`,
    );
  for (const [status, response] of Object.entries(operation.responses)) {
    if (!/^[45](\d\d|XX)$/.test(status)) continue;
    const codes = response["x-error-codes"];
    if (codes) for (const code of codes) row(status, code, response["x-error-messages"]?.[code]);
    else {
      const code = fixedCode(response);
      if (code) row(status, code, response.description);
    }
  }
  if (rows.length === 0) return "";
  // A short list is open; an endpoint's whole catalogue (dozens of codes) waits for a click.
  const open = rows.length <= 8 ? " open" : "";
  return `<details class="errors"${open}><summary>${escapeHtml(labels.errors)} (${rows.length})</summary><table class="errors"><tr><th>${labels.status}</th><th>${labels.code}</th><th>${labels.message}</th></tr>${rows.join("")}</table></details>`;
}

/** The JSON answer's fields as a table, or its type in words (an array, a model, null). */
function answerText(answer: JsonSchema, context: RenderContext): string {
  const fields = fieldsTable(answer, context, context.labels.answer);
  if (fields) return fields;
  const { text, table } = shownType(answer);
  const answers = `<p class="muted">${escapeHtml(context.labels.answers)}: ${linkedType(text, context)}</p>`;
  return table ? `${answers}${foldedFields(table, "object", context)}` : answers;
}

/** What a response carries: a JSON answer described, any other media type by name. */
function contentText(response: OpenAPIResponse, context: RenderContext): string {
  return Object.entries(response.content ?? {})
    .map(([mediaType, { schema }]) =>
      mediaType === "application/json"
        ? answerText(schema, context)
        : `<p class="muted">${escapeHtml(context.labels.answers)}: <code>${escapeHtml(mediaType)}</code></p>`,
    )
    .join("");
}

/** The response's headers (a redirect's Location) with what each holds. */
function headersText(response: OpenAPIResponse, context: RenderContext): string {
  return Object.entries(response.headers ?? {})
    .map(
      ([name, header]) =>
        `<p><code>${escapeHtml(name)}</code> ${escapeHtml(context.labels.header)}: ${escapeHtml(header.description)}</p>`,
    )
    .join("");
}

/** "200", "201", "2XX", "302": the answers that are not refusals, in status order. */
function successResponses(operation: OpenAPIOperation): [string, OpenAPIResponse][] {
  return Object.entries(operation.responses)
    .filter(([status]) => /^[23]/.test(status))
    .sort(([a], [b]) => a.localeCompare(b));
}

function responsesText(operation: OpenAPIOperation, context: RenderContext): string {
  return successResponses(operation)
    .map(
      ([status, response]) => `<div class="response">
<p><code class="status">${escapeHtml(status)}</code> ${escapeHtml(response.description)}</p>
${headersText(response, context)}${contentText(response, context)}</div>`,
    )
    .join("\n");
}

/** A body to start from: the required fields with an empty value of their type. */
function bodyTemplate(schema: JsonSchema | undefined): string {
  if (!schema?.properties) return "";
  const template: Record<string, unknown> = {};
  for (const name of schema.required ?? []) {
    const property = schema.properties[name];
    const type = typeof property === "object" ? typesOf(property)[0] : undefined;
    template[name] =
      type === "boolean"
        ? false
        : type === "number" || type === "integer"
          ? 0
          : type === "array"
            ? []
            : type === "object"
              ? {}
              : "";
  }
  return JSON.stringify(template, null, 2);
}

/** The "Try it" form: shown and sent by the page's script, to this origin with its cookies. */
function tryItForm(
  path: string,
  method: OpenAPIMethod,
  operation: OpenAPIOperation,
  context: RenderContext,
): string {
  const { labels } = context;
  const id = escapeHtml(operation.operationId);
  const pathInputs = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === "path")
    .map(
      (parameter) =>
        `<label for="${id}-path-${escapeHtml(parameter.name)}">${escapeHtml(parameter.name)}</label><input id="${id}-path-${escapeHtml(parameter.name)}" name="${escapeHtml(parameter.name)}" data-path-parameter required>`,
    )
    .join("");
  const hasQuery = (operation.parameters ?? []).some((parameter) => parameter.in === "query");
  const query = hasQuery
    ? `<label for="${id}-query">${escapeHtml(labels.query)}</label><input id="${id}-query" name="query" placeholder="${escapeHtml(
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === "query")
          .map((parameter) => `${parameter.name}=`)
          .join("&"),
      )}">`
    : "";
  const bodySchema = operation.requestBody?.content["application/json"]?.schema;
  const body = bodySchema
    ? `<label for="${id}-body">${escapeHtml(labels.body)} (JSON)</label><textarea id="${id}-body" name="body" rows="5" spellcheck="false">${escapeHtml(bodyTemplate(bodySchema))}</textarea>`
    : "";
  return `<details class="try"><summary>${escapeHtml(labels.tryIt)}</summary><form class="try-form" data-method="${method.toUpperCase()}" data-path="${escapeHtml(path)}">
<p class="muted">${escapeHtml(labels.tryItLead)}</p>${pathInputs}${query}${body}
<button type="submit" data-sending="${escapeHtml(labels.sending)}" data-failure="${escapeHtml(labels.networkFailure)}">${escapeHtml(labels.send)} ${method.toUpperCase()}</button>
<output aria-live="polite" aria-label="${escapeHtml(labels.response)}"></output></form></details>`;
}

function renderOperation(
  path: string,
  method: OpenAPIMethod,
  operation: OpenAPIOperation,
  context: RenderContext,
): string {
  const body = operation.requestBody?.content["application/json"]?.schema;
  const summary = operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : "";
  const tryIt = context.tryIt ? tryItForm(path, method, operation, context) : "";
  return `<section class="operation" id="${escapeHtml(operation.operationId)}">
<h3><span class="method">${method.toUpperCase()}</span> ${escapeHtml(path)}</h3>
<p class="muted"><code>${escapeHtml(operation.operationId)}</code></p>
${summary}${parametersTable(operation, context)}${fieldsTable(body, context, context.labels.body)}${responsesText(operation, context)}${errorsTable(operation, context)}${tryIt}
</section>`;
}

/** One component's definition: its description and its fields, types linked. */
function renderSchema(name: string, schema: JsonSchema, context: RenderContext): string {
  const description = schema.description
    ? `<p class="muted">${escapeHtml(schema.description)}</p>`
    : "";
  const fields = fieldsTable(schema, context) || `<p>${linkedType(typeText(schema), context)}</p>`;
  return `<section class="schema" id="schema-${escapeHtml(name)}">
<h3>${escapeHtml(name)}</h3>
${description}${fields}
</section>`;
}

export interface ReferencePageOptions {
  /** Set on the <style> element, for a Content-Security-Policy with a style nonce. */
  nonce?: string;
  /** Link this stylesheet (OPENAPI_REFERENCE_STYLE served by you) instead of an inline one. */
  stylesheetURL?: string;
  /**
   * Load this script (OPENAPI_REFERENCE_SCRIPT served by you, `script-src 'self'`): the search
   * box and a "Try it" form on each endpoint. Without it the page runs nothing.
   */
  scriptURL?: string;
  /** Where the JSON document is, linked from the page. */
  documentURL?: string;
  /** A link back to the app, first in the sidebar. */
  backLink?: { href: string; text: string };
  /** The page's language (`<html lang>`), with `labels` in it. Default "en". */
  lang?: string;
  /** The chrome's words in the reader's language; English for any left out. */
  labels?: Partial<ReferenceLabels>;
  /** An error code's message in the reader's language; the catalogue's (English) when undefined. */
  errorMessage?: (code: string) => string | undefined;
}

interface ListedOperation {
  path: string;
  method: OpenAPIMethod;
  operation: OpenAPIOperation;
}

function operationsOf(document: OpenAPIDocument, tag: string): ListedOperation[] {
  const listed: ListedOperation[] = [];
  for (const [path, item] of Object.entries(document.paths))
    for (const method of METHODS) {
      const operation = item[method];
      if (operation?.tags[0] === tag) listed.push({ path, method, operation });
    }
  return listed;
}

function searchText(...parts: (string | undefined)[]): string {
  return escapeHtml(parts.filter(Boolean).join(" ").toLowerCase());
}

/** The sidebar: back to the app, the search box, every endpoint by tag, every schema. */
function sidebar(
  document: OpenAPIDocument,
  options: ReferencePageOptions,
  labels: ReferenceLabels,
): string {
  const back = options.backLink
    ? `<a class="back" href="${escapeHtml(options.backLink.href)}">← ${escapeHtml(options.backLink.text)}</a>`
    : "";
  const search = options.scriptURL
    ? `<input id="reference-search" class="search" type="search" placeholder="${escapeHtml(labels.search)}" aria-label="${escapeHtml(labels.search)}" autocomplete="off"><p id="reference-no-match" class="muted" hidden>${escapeHtml(labels.noMatch)}</p>`
    : "";
  const groups = document.tags.map((tag) => {
    const items = operationsOf(document, tag.name)
      .map(
        ({ path, method, operation }) =>
          `<li data-search="${searchText(method, path, operation.operationId, operation.summary, tag.name)}"><a href="#${escapeHtml(operation.operationId)}"><span class="verb">${method.toUpperCase()}</span>${escapeHtml(path.replace(/^\/api\/auth/, ""))}</a></li>`,
      )
      .join("");
    return `<div data-group><h2><a href="#tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</a></h2><ul>${items}</ul></div>`;
  });
  const schemas = Object.keys(document.components.schemas)
    .map(
      (name) =>
        `<li data-search="${searchText("schema", name)}"><a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a></li>`,
    )
    .join("");
  return `<aside class="sidebar">${back}${search}<nav aria-label="${escapeHtml(labels.operations)}">${groups.join("")}<div data-group><h2><a href="#schemas">${escapeHtml(labels.schemas)}</a></h2><ul>${schemas}</ul></div></nav></aside>`;
}

/**
 * The document as one readable HTML page with no outside resource: a sidebar (a link back to
 * the app, search, every endpoint by tag, every schema), the operations grouped by tag (core,
 * then each plugin), each with its method, path, parameters, body fields, every success answer
 * (its status, description, headers and type), its errors (status, code, message) and, with a
 * script, a "Try it" form; then every component schema, to which each type that names one links.
 */
export function renderOpenAPIReference(
  document: OpenAPIDocument,
  options: ReferencePageOptions = {},
): string {
  const labels = { ...ENGLISH_REFERENCE_LABELS, ...options.labels };
  const context: RenderContext = {
    labels,
    components: new Set(Object.keys(document.components.schemas)),
    errorMessage: (code, catalogueMessage) => options.errorMessage?.(code) ?? catalogueMessage,
    tryIt: options.scriptURL !== undefined,
  };
  const sections = document.tags.map((tag) => {
    const operations = operationsOf(document, tag.name).map(({ path, method, operation }) =>
      renderOperation(path, method, operation, context),
    );
    return `<h2 id="tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</h2>
<p class="muted">${escapeHtml(tag.description)}</p>
${operations.join("\n")}`;
  });
  const schemas = Object.entries(document.components.schemas)
    .map(([name, schema]) => renderSchema(name, schema, context))
    .join("\n");
  const nonce = options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : "";
  const style = options.stylesheetURL
    ? `<link rel="stylesheet" href="${escapeHtml(options.stylesheetURL)}">`
    : `<style${nonce}>${OPENAPI_REFERENCE_STYLE}</style>`;
  const script = options.scriptURL
    ? `\n<script src="${escapeHtml(options.scriptURL)}" defer></script>`
    : "";
  const documentLink = options.documentURL
    ? ` <a href="${escapeHtml(options.documentURL)}">${escapeHtml(labels.documentJSON)}</a>`
    : "";
  return `<!doctype html>
<html lang="${escapeHtml(options.lang ?? "en")}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
${style}${script}
</head>
<body>
<div class="layout">
${sidebar(document, options, labels)}
<main>
<h1>${escapeHtml(document.info.title)}</h1>
<p class="lead">${escapeHtml(document.info.description)} ${escapeHtml(labels.version)} ${escapeHtml(document.info.version)}.${documentLink}</p>
${sections.join("\n")}
<h2 id="schemas">${escapeHtml(labels.schemas)}</h2>
${schemas}
</main>
</div>
</body>
</html>`;
}
