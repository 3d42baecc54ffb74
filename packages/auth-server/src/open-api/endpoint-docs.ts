import type { z } from "zod";
import type { AnyEndpoint } from "../plugins/plugin-types";
import { isRecord } from "../utils/is-record";

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
}

/** Better Auth's `metadata.openapi` fields that the generator takes over as they are. */
export interface BetterAuthOpenAPIMetadata {
  summary?: string;
  description?: string;
  tags?: string[];
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === "object" && value !== null && "_zod" in value;
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
  if (typeof openapi.summary === "string") docs.summary = openapi.summary;
  if (typeof openapi.description === "string") docs.description = openapi.description;
  if (isStringList(openapi.tags)) docs.tags = openapi.tags;
  return docs;
}

export { isZodSchema };
