import { methodsOf } from "../api/router";
import type { DatabaseSchema } from "../db/schema-types";
import type { AnyEndpoint } from "../plugins/plugin-types";
import { endpointDocsOf } from "./endpoint-docs";
import { ENDPOINT_ERROR_STATUSES } from "./endpoint-error-statuses";
import { errorResponses, type OperationErrors } from "./error-responses";
import { withInputFields } from "./input-fields-body";
import type {
  JsonSchema,
  OpenAPIMethod,
  OpenAPIOperation,
  OpenAPIParameter,
  OpenAPIRequestBody,
  OpenAPIResponse,
} from "./open-api-types";
import { acceptsUndefined, toOpenAPISchema } from "./zod-json-schema";

/** Who declared an endpoint: the core or a plugin, with its catalogue. */
export interface EndpointOwner {
  /** "core" or the plugin's id: the operations' tag. */
  tag: string;
  catalogue: Readonly<Record<string, string>>;
}

const DOCUMENTED_METHODS: readonly OpenAPIMethod[] = ["get", "post", "put", "patch", "delete"];

/** Codes every request of its kind may get before the endpoint runs (dispatch, validation). */
const INPUT_CODES = ["VALIDATION_ERROR"];
const PATH_CODES = ["INVALID_PATH_PARAMETER"];
const BODY_CODES = ["INVALID_ORIGIN", "INVALID_JSON", "BODY_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"];
/** Redirect-like fields the origin check refuses off the trusted origins (origin/origin-check.ts). */
const URL_FIELD_CODES: Readonly<Record<string, string>> = {
  callbackURL: "INVALID_CALLBACK_URL",
  redirectTo: "INVALID_REDIRECT_URL",
  errorCallbackURL: "INVALID_ERROR_CALLBACK_URL",
  newUserCallbackURL: "INVALID_NEW_USER_CALLBACK_URL",
};

/** "/reset-password/:token" → "/reset-password/{token}". */
export function openAPIPathOf(path: string): string {
  return path.replace(/:([^/]+)/g, "{$1}");
}

function pathParameters(path: string): OpenAPIParameter[] {
  return [...path.matchAll(/:([^/]+)/g)].map((match) => ({
    name: match[1] ?? "",
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
}

function queryParameters(endpoint: AnyEndpoint): OpenAPIParameter[] {
  const { query } = endpoint.options;
  if (!query) return [];
  const schema = toOpenAPISchema(query, "input");
  const optional = acceptsUndefined(query);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const parameter: OpenAPIParameter = {
      name,
      in: "query",
      required: !optional && required.has(name),
      schema: typeof property === "boolean" ? {} : property,
    };
    return parameter;
  });
}

function requestBody(
  endpoint: AnyEndpoint,
  models: DatabaseSchema,
): OpenAPIRequestBody | undefined {
  const { body } = endpoint.options;
  if (!body) return undefined;
  const { inputFields } = endpointDocsOf(endpoint);
  const declared = toOpenAPISchema(body, "input");
  const schema = inputFields ? withInputFields(declared, inputFields, models) : declared;
  // JSON only, as Better Auth documents it: the server takes an HTML form's fields alike.
  return { required: !acceptsUndefined(body), content: { "application/json": { schema } } };
}

const GENERIC_ANSWER: JsonSchema = {
  type: "object",
  description:
    "The endpoint's JSON answer (its fields are not described here; see the package's README).",
};

function successResponse(endpoint: AnyEndpoint): OpenAPIResponse {
  const { responseSchema } = endpointDocsOf(endpoint);
  const schema = responseSchema ? toOpenAPISchema(responseSchema, "output") : GENERIC_ANSWER;
  return { description: "Success.", content: { "application/json": { schema } } };
}

/**
 * The success answers: the declared `responses` (a redirect, an HTML page), the JSON answer of
 * `responseSchema` (or the generic one when neither is declared), or both for an endpoint that
 * answers JSON on some calls and redirects on others (verify-email with a callbackURL).
 */
function successResponses(endpoint: AnyEndpoint): Record<string, OpenAPIResponse> {
  const { responses, responseSchema } = endpointDocsOf(endpoint);
  if (!responses) return { "200": successResponse(endpoint) };
  if (!responseSchema || responses["200"]) return responses;
  return { "200": successResponse(endpoint), ...responses };
}

/**
 * The codes an operation can answer: those its first-party sources throw (with their statuses,
 * ENDPOINT_ERROR_STATUSES) and those it declares; else its owner's whole catalogue. The codes of
 * the gates its inputs pass through are added.
 */
function errorCodesOf(
  endpoint: AnyEndpoint,
  owner: EndpointOwner,
  inputs: { parameters: OpenAPIParameter[]; body: OpenAPIRequestBody | undefined },
): Omit<OperationErrors, "messages"> {
  const declared = endpointDocsOf(endpoint).errorCodes;
  const known = ENDPOINT_ERROR_STATUSES[endpoint.path ?? ""];
  const statuses: Record<string, string[]> = {};
  for (const [status, codes] of Object.entries(known ?? {}))
    for (const code of codes) statuses[code] = [...(statuses[code] ?? []), status];
  const codes = new Set(
    known || declared
      ? [...Object.keys(statuses), ...(declared ?? [])]
      : Object.keys(owner.catalogue),
  );
  const queryNames = inputs.parameters.filter((p) => p.in === "query").map((p) => p.name);
  const bodyNames = Object.keys(inputs.body?.content["application/json"]?.schema.properties ?? {});
  if (endpoint.options.query || inputs.body) for (const code of INPUT_CODES) codes.add(code);
  if (inputs.parameters.some((p) => p.in === "path"))
    for (const code of PATH_CODES) codes.add(code);
  if (inputs.body) for (const code of BODY_CODES) codes.add(code);
  for (const name of [...queryNames, ...bodyNames]) {
    const code = URL_FIELD_CODES[name];
    if (code) codes.add(code);
  }
  codes.delete("TOO_MANY_REQUESTS");
  codes.delete("INTERNAL_SERVER_ERROR");
  return { codes: [...codes], declared: known !== undefined || declared !== undefined, statuses };
}

/**
 * The operations of one routed endpoint, one per method it answers (HEAD goes with GET): its
 * path and query parameters and body from its zod schemas, its answer (declared, or a generic
 * object) and the errors it can answer. operationId is the endpoint's auth.api key; a second
 * method of the same endpoint gets the method appended (callbackOAuth, callbackOAuthPost).
 */
export function endpointOperations(
  key: string,
  endpoint: AnyEndpoint,
  owner: EndpointOwner,
  server: {
    /** Every enabled catalogue's messages, by code. */
    messages: Readonly<Record<string, string>>;
    /** The merged schema, for bodies that take a model's input fields. */
    models: DatabaseSchema;
  },
): Partial<Record<OpenAPIMethod, OpenAPIOperation>> {
  const { messages, models } = server;
  const docs = endpointDocsOf(endpoint);
  const path = endpoint.path ?? "";
  const parameters = [...pathParameters(path), ...queryParameters(endpoint)];
  const methods = DOCUMENTED_METHODS.filter((method) =>
    methodsOf(endpoint).has(method.toUpperCase()),
  );
  const operations: Partial<Record<OpenAPIMethod, OpenAPIOperation>> = {};
  methods.forEach((method, index) => {
    const body = method === "get" ? undefined : requestBody(endpoint, models);
    const errors = { ...errorCodesOf(endpoint, owner, { parameters, body }), messages };
    const operation: OpenAPIOperation = {
      operationId: index === 0 ? key : `${key}${method.charAt(0).toUpperCase()}${method.slice(1)}`,
      tags: [owner.tag, ...(docs.tags ?? []).filter((tag) => tag !== owner.tag)],
      ...(docs.summary ? { summary: docs.summary } : {}),
      ...(docs.description ? { description: docs.description } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: { ...successResponses(endpoint), ...errorResponses(errors) },
    };
    operations[method] = operation;
  });
  return operations;
}
