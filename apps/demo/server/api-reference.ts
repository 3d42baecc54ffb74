import type { IncomingMessage, ServerResponse } from "node:http";
import {
  generateOpenAPIDocument,
  OPENAPI_REFERENCE_STYLE,
  type OpenAPIDocument,
  renderOpenAPIReference,
} from "@tollgate/auth-server/open-api";
import type { DemoAuth } from "./auth";
import { htmlPageHeaders } from "./page-security-headers";

export const API_REFERENCE_PATH = "/reference";
const DOCUMENT_PATH = `${API_REFERENCE_PATH}/openapi.json`;
const STYLESHEET_PATH = `${API_REFERENCE_PATH}/reference.css`;

/** The page runs nothing and loads only its own stylesheet. */
export const API_REFERENCE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The demo's API reference: /reference shows the OpenAPI document of the demo's auth server
 * (every endpoint of the core and of the plugins it has on) as a page, /reference/openapi.json
 * is the document itself, /reference/reference.css the page's stylesheet.
 */
export function createApiReference(auth: DemoAuth) {
  let document: Promise<OpenAPIDocument> | undefined;
  // The endpoints do not change while the server runs: made on first request, then kept.
  const documentOnce = () => {
    document ??= auth.$context.then((context) => generateOpenAPIDocument(context));
    return document;
  };
  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    type: string,
    body: string,
    extra: Record<string, string> = {},
  ) => {
    res.writeHead(200, { "content-type": type, "cache-control": "no-cache", ...extra });
    res.end(req.method === "HEAD" ? undefined : body);
  };
  return {
    owns(pathname: string, method: string | undefined): boolean {
      return (
        (method === "GET" || method === "HEAD") &&
        [API_REFERENCE_PATH, DOCUMENT_PATH, STYLESHEET_PATH].includes(pathname)
      );
    },
    async serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
      if (pathname === STYLESHEET_PATH) {
        return send(req, res, "text/css; charset=utf-8", OPENAPI_REFERENCE_STYLE);
      }
      const current = await documentOnce();
      if (pathname === DOCUMENT_PATH) {
        return send(req, res, "application/json; charset=utf-8", JSON.stringify(current, null, 2));
      }
      const html = renderOpenAPIReference(current, {
        stylesheetURL: STYLESHEET_PATH,
        documentURL: DOCUMENT_PATH,
      });
      send(req, res, "text/html; charset=utf-8", html, htmlPageHeaders(API_REFERENCE_CSP));
    },
  };
}
