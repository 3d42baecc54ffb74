import { createAuthEndpoint } from "../api/create-auth-endpoint";
import type { AuthContext } from "../context/context-types";
import { catalogueError } from "../errors/auth-api-error";
import type { AuthPlugin } from "../plugins/plugin-types";
import { openAPIDocumentAnswer } from "./document-answer";
import { generateOpenAPIDocument, type OpenAPIDocumentOptions } from "./generate-document";
import { OPEN_API_ERROR_CODES } from "./open-api-error-codes";
import type { OpenAPIDocument } from "./open-api-types";
import { renderOpenAPIReference } from "./reference-page";

const HTML_PAGE = {
  "200": { description: "An HTML page.", content: { "text/html": { schema: { type: "string" } } } },
} as const;

export interface OpenAPIOptions extends OpenAPIDocumentOptions {
  /** Path of the reference page, under basePath (Better Auth's option). Default "/reference". */
  path?: string;
  /** No reference page: its path answers 404 (Better Auth's option). Default false. */
  disableDefaultReference?: boolean;
  /** A nonce for the page's <style>, for a Content-Security-Policy (Better Auth's option). */
  nonce?: string;
  /**
   * Better Auth's Scalar theme: accepted so that its apps compile unchanged, not used (the page
   * is Tollgate's own, with one look).
   */
  theme?: string;
}

type ReferencePath<O extends OpenAPIOptions> = O["path"] extends string ? O["path"] : "/reference";

/**
 * Better Auth's `openAPI()`: GET /open-api/generate-schema answers the OpenAPI 3.1 document of
 * every endpoint this server routes (core and enabled plugins); GET /reference (or `path`)
 * shows it as an HTML page with no script and nothing loaded from elsewhere.
 */
export function openAPI<const O extends OpenAPIOptions>(options?: O) {
  // `??` widens to string; the value is exactly O["path"] when given, else "/reference".
  const referencePath = (options?.path ?? "/reference") as ReferencePath<O>;
  // The endpoints of an auth instance are fixed at start-up: one document per instance (its
  // schema object stands for it), made on first request instead of rebuilt on every one.
  const documents = new WeakMap<object, OpenAPIDocument>();
  const documentOf = (context: AuthContext): OpenAPIDocument => {
    let document = documents.get(context.schema);
    if (!document) {
      document = generateOpenAPIDocument(context, options);
      documents.set(context.schema, document);
    }
    return document;
  };
  const endpoints = {
    generateOpenAPISchema: createAuthEndpoint(
      "/open-api/generate-schema",
      {
        method: "GET",
        metadata: {
          openapi: { summary: "This OpenAPI document" },
          responseSchema: openAPIDocumentAnswer,
          errorCodes: [],
        },
      },
      async (ctx) => documentOf(ctx.context),
    ),
    openAPIReference: createAuthEndpoint(
      referencePath,
      {
        method: "GET",
        metadata: {
          openapi: { summary: "This document as an HTML page", responses: HTML_PAGE },
          errorCodes: ["NOT_FOUND"],
        },
      },
      async (ctx) => {
        if (options?.disableDefaultReference)
          throw catalogueError(OPEN_API_ERROR_CODES, "NOT_FOUND", "NOT_FOUND");
        const document = documentOf(ctx.context);
        const html = renderOpenAPIReference(document, {
          ...(options?.nonce ? { nonce: options.nonce } : {}),
          documentURL: `${ctx.context.basePath}/open-api/generate-schema`,
        });
        return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
      },
    ),
  };
  return {
    id: "open-api",
    endpoints,
    errorCodes: OPEN_API_ERROR_CODES,
    options,
  } satisfies AuthPlugin;
}
