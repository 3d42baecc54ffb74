import type { IncomingMessage, ServerResponse } from "node:http";
import {
  generateOpenAPIDocument,
  OPENAPI_REFERENCE_SCRIPT,
  OPENAPI_REFERENCE_STYLE,
  type OpenAPIDocument,
  renderOpenAPIReference,
} from "@tollgate/auth-server/open-api";
import { ERROR_CATALOGUE_LOADERS } from "../src/i18n/error-catalogues";
import type { DemoAuth } from "./auth";
import { htmlPageHeaders } from "./page-security-headers";
import { REFERENCE_WORDS } from "./reference-labels";
import { languageOfRequest } from "./request-language";

export const API_REFERENCE_PATH = "/reference";
const DOCUMENT_PATH = `${API_REFERENCE_PATH}/openapi.json`;
const STYLESHEET_PATH = `${API_REFERENCE_PATH}/reference.css`;
const SCRIPT_PATH = `${API_REFERENCE_PATH}/reference.js`;

/**
 * The page loads only its own stylesheet and script, and the script's "Try it" calls only this
 * server (same origin, with the reader's cookies).
 */
export const API_REFERENCE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The demo's API reference: /reference shows the OpenAPI document of the demo's auth server
 * (every endpoint of the core and of the plugins it has on) as a page, /reference/openapi.json
 * is the document itself, /reference/reference.css and /reference/reference.js the page's
 * stylesheet and script (search, "Try it"). The page's chrome and the errors' messages are in
 * the reader's language (`?lang=`, which the app's link sets, else Accept-Language).
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
        [API_REFERENCE_PATH, DOCUMENT_PATH, STYLESHEET_PATH, SCRIPT_PATH].includes(pathname)
      );
    },
    async serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
      if (pathname === STYLESHEET_PATH) {
        return send(req, res, "text/css; charset=utf-8", OPENAPI_REFERENCE_STYLE);
      }
      if (pathname === SCRIPT_PATH) {
        return send(req, res, "text/javascript; charset=utf-8", OPENAPI_REFERENCE_SCRIPT);
      }
      const current = await documentOnce();
      if (pathname === DOCUMENT_PATH) {
        return send(req, res, "application/json; charset=utf-8", JSON.stringify(current, null, 2));
      }
      const language = languageOfRequest(req);
      const words = REFERENCE_WORDS[language];
      const errors = await ERROR_CATALOGUE_LOADERS[language]();
      const html = renderOpenAPIReference(current, {
        stylesheetURL: STYLESHEET_PATH,
        scriptURL: SCRIPT_PATH,
        documentURL: DOCUMENT_PATH,
        lang: language,
        labels: words.labels,
        backLink: { href: "/", text: words.backToApp },
        errorMessage: (code) => {
          const message: unknown = errors.messages[code];
          return typeof message === "string" ? message : undefined;
        },
      });
      send(req, res, "text/html; charset=utf-8", html, htmlPageHeaders(API_REFERENCE_CSP));
    },
  };
}
