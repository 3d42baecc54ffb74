import type { z } from "zod";
import type { AnyEndpoint } from "../plugins/plugin-types";
import { isRecord } from "../utils/is-record";
import type { OpenAPIResponse } from "./open-api-types";

/**
 * What an endpoint may say about itself for the OpenAPI document, in its `metadata` beside
 * better-call's (and Better Auth's) `openapi: { summary, description, tags, responses }`:
 *
 * ```ts
 * createAuthEndpoint("/sign-in/email", {
 *   method: "POST",
 *   body: signInBody,
 *   metadata: {
 *     openapi: { summary: "Sign in with email and password" },
 *     responseSchema: signInAnswer,
 *     errorCodes: ["INVALID_EMAIL_OR_PASSWORD", "EMAIL_NOT_VERIFIED"],
 *   },
 * }, handler);
 * ```
 */
export interface EndpointDocs {
  /** The JSON answer on success (a zod schema); without it, a generic JSON object. */
  responseSchema?: z.ZodType;
  /**
   * The codes of the catalogue errors it can answer. Without it, the whole catalogue of the
   * endpoint's owner (the core's AUTH_ERROR_CODES or its plugin's errorCodes).
   */
  errorCodes?: readonly string[];
  /**
   * The body also takes the input fields of this model (the app's additionalFields, plugins'
   * fields; `input: false` ones excepted), as sign-up and update-user do through
   * pickInputFields: on "create", those required without a default are required.
   */
  inputFields?: { model: string; mode: "create" | "update" };
}

/** Better Auth's `metadata.openapi` fields that the generator takes over as they are. */
export interface BetterAuthOpenAPIMetadata {
  summary?: string;
  description?: string;
  tags?: string[];
  /**
   * Responses by status (e.g. an HTML page, a redirect), in place of the generated success; with
   * a responseSchema too, beside its "200" (JSON on some calls, a redirect on others).
   */
  responses?: Record<string, OpenAPIResponse>;
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === "object" && value !== null && "_zod" in value;
}

/** A Response Object as far as the document needs: it must have a description. */
function isOpenAPIResponse(value: unknown): value is OpenAPIResponse {
  return isRecord(value) && typeof value.description === "string";
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** The endpoint's own docs, read defensively: metadata is free-form in better-call. */
export function endpointDocsOf(endpoint: AnyEndpoint): EndpointDocs & BetterAuthOpenAPIMetadata {
  const metadata: Record<string, unknown> = endpoint.options.metadata ?? {};
  const openapi = isRecord(metadata.openapi) ? metadata.openapi : {};
  const docs: EndpointDocs & BetterAuthOpenAPIMetadata = {};
  if (isZodSchema(metadata.responseSchema)) docs.responseSchema = metadata.responseSchema;
  if (isStringList(metadata.errorCodes)) docs.errorCodes = metadata.errorCodes;
  const inputFields = metadata.inputFields;
  if (
    isRecord(inputFields) &&
    typeof inputFields.model === "string" &&
    (inputFields.mode === "create" || inputFields.mode === "update")
  )
    docs.inputFields = { model: inputFields.model, mode: inputFields.mode };
  if (typeof openapi.summary === "string") docs.summary = openapi.summary;
  if (typeof openapi.description === "string") docs.description = openapi.description;
  if (isStringList(openapi.tags)) docs.tags = openapi.tags;
  if (isRecord(openapi.responses)) {
    const responses: Record<string, OpenAPIResponse> = {};
    for (const [status, response] of Object.entries(openapi.responses))
      if (isOpenAPIResponse(response)) responses[status] = response;
    if (Object.keys(responses).length > 0) docs.responses = responses;
  }
  return docs;
}

export { isZodSchema };
