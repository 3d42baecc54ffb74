import type { z } from "zod";

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), as zod's toJSONSchema makes them. */
export type JsonSchema = z.core.JSONSchema.JSONSchema;

export interface OpenAPIParameter {
  name: string;
  in: "query" | "path" | "header" | "cookie";
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenAPIMediaType {
  schema: JsonSchema;
}

export interface OpenAPIResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, OpenAPIMediaType>;
  /** The catalogue codes of a refusal ("4XX") response. */
  "x-error-codes"?: string[];
  /** The status of those codes that always answer with one (the server's gates: 400, 403, …). */
  "x-error-statuses"?: Record<string, string>;
  /** The catalogue message of each of those codes (English, word for word). */
  "x-error-messages"?: Record<string, string>;
}

export interface OpenAPIRequestBody {
  required: boolean;
  content: Record<string, OpenAPIMediaType>;
}

export type OpenAPISecurityRequirement = Record<string, string[]>;

export interface OpenAPIOperation {
  operationId: string;
  tags: string[];
  summary?: string;
  description?: string;
  parameters?: OpenAPIParameter[];
  requestBody?: OpenAPIRequestBody;
  responses: Record<string, OpenAPIResponse>;
  security?: OpenAPISecurityRequirement[];
}

export type OpenAPIMethod = "get" | "post" | "put" | "patch" | "delete";

export type OpenAPIPathItem = Partial<Record<OpenAPIMethod, OpenAPIOperation>>;

export type OpenAPISecurityScheme =
  | { type: "apiKey"; in: "cookie" | "header" | "query"; name: string; description?: string }
  | { type: "http"; scheme: string; bearerFormat?: string; description?: string };

/** The OpenAPI 3.1 document of an auth server: what GET /open-api/generate-schema answers. */
export interface OpenAPIDocument {
  openapi: "3.1.1";
  info: { title: string; description: string; version: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, OpenAPIPathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, OpenAPISecurityScheme>;
  };
  security: OpenAPISecurityRequirement[];
}
