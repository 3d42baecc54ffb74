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
  /** The catalogue codes answered with this response's status ("4XX": status not known). */
  "x-error-codes"?: string[];
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
