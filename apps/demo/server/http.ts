import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { toNodeHandler } from "@tollgate/auth-server";
import { CAPTCHA_PATH, type PublicCaptcha } from "../shared/captcha";
import { SIGN_IN_PROVIDERS_PATH, type SignInProvider } from "../shared/sign-in-providers";
import { createApiReference } from "./api-reference";
import type { DemoAuth } from "./auth";
import type { BillingRoutes } from "./billing-routes";
import { LOCAL_TIMES_SCRIPT, renderDevMailPage } from "./dev-mail-page";
import type { DevMailbox } from "./dev-mailbox";
import type { DevOidcProvider } from "./dev-oidc";
import type { DevPlatform } from "./dev-platform";
import { devMailPageCsp, htmlPageHeaders } from "./page-security-headers";
import { inRequestLanguage, languageOfRequest } from "./request-language";
import { serveWithWebHandler } from "./web-bridge";

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/**
 * Routes: /api/auth/* → the auth handler; /api/dev/mail and /dev/mail → the dev mailbox (404
 * when mail goes out by SMTP); /api/demo/sign-in-providers → the "Continue with …" providers;
 * /api/demo/captcha → the captcha provider and site key, or null; /reference → the API
 * reference (the auth server's OpenAPI document as a page, and as JSON);
 * /api/demo/billing(/access) → the Pricing page's products, the user's access from webhooks;
 * /dev-oidc/* → the local OpenID Connect provider (when it is on); /dev-platform/* and /v1/* →
 * the local stand-in of the payments platform (when it is on); anything else → the front end,
 * set once it is ready (the built files, or Vite's middleware in development, which needs the
 * server for its websocket).
 */
export function createDemoHttpServer(parts: {
  auth: DemoAuth;
  mailbox: DevMailbox | null;
  devOidc?: DevOidcProvider | null;
  signInProviders?: SignInProvider[];
  captcha?: PublicCaptcha | null;
  billing?: BillingRoutes | null;
  devPlatform?: DevPlatform | null;
}): {
  server: Server;
  setFrontEnd(handler: RequestHandler): void;
} {
  const authHandler = toNodeHandler(parts.auth);
  const apiReference = createApiReference(parts.auth);
  let frontEnd: RequestHandler = notFound;
  const server = createServer((req, res) => {
    const pathname = pathOf(req);
    const respond = (): void | Promise<void> => {
      if (pathname === "/api/auth" || pathname.startsWith("/api/auth/")) {
        return authHandler(req, res);
      }
      if (pathname === "/api/dev/mail" && (req.method === "GET" || req.method === "HEAD")) {
        return parts.mailbox ? sendJson(req, res, parts.mailbox.list()) : notFound(req, res);
      }
      if (pathname === "/dev/mail" && req.method === "GET") {
        return parts.mailbox
          ? sendHtml(res, renderDevMailPage(parts.mailbox.list(), languageOfRequest(req)))
          : notFound(req, res);
      }
      if (pathname === SIGN_IN_PROVIDERS_PATH && (req.method === "GET" || req.method === "HEAD")) {
        return sendJson(req, res, parts.signInProviders ?? []);
      }
      if (pathname === CAPTCHA_PATH && (req.method === "GET" || req.method === "HEAD")) {
        return sendJson(req, res, parts.captcha ?? null);
      }
      if (apiReference.owns(pathname, req.method)) return apiReference.serve(req, res, pathname);
      const devOidc = parts.devOidc;
      if (devOidc?.owns(pathname)) {
        return serveWithWebHandler(req, res, new URL(devOidc.issuer).origin, devOidc.handle);
      }
      const { billing, devPlatform } = parts;
      if (billing?.owns(pathname)) {
        return serveWithWebHandler(req, res, originOf(req), billing.handle);
      }
      if (devPlatform?.owns(pathname)) {
        return serveWithWebHandler(req, res, devPlatform.apiBaseUrl, devPlatform.handle);
      }
      if (pathname.startsWith("/api/")) return notFound(req, res);
      return frontEnd(req, res);
    };
    // Mails sent while handling the request are written in its language (request-language).
    inRequestLanguage(languageOfRequest(req), () => Promise.resolve().then(respond)).catch(
      (error: unknown) => {
        console.error("request failed:", error);
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
        res.end("Internal server error");
      },
    );
  });
  return {
    server,
    setFrontEnd(handler) {
      frontEnd = handler;
    },
  };
}

/** The request's own origin (its Host), for handlers that only read the path and headers. */
function originOf(req: IncomingMessage): string {
  return `http://${req.headers.host ?? "localhost"}`;
}

function pathOf(req: IncomingMessage): string {
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** HEAD answers the headers only: the front end asks that way whether the mailbox exists. */
function sendJson(req: IncomingMessage, res: ServerResponse, body: unknown): void {
  res.writeHead(200, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });
  res.end(req.method === "HEAD" ? undefined : JSON.stringify(body));
}

const DEV_MAIL_PAGE_HEADERS = htmlPageHeaders(devMailPageCsp(LOCAL_TIMES_SCRIPT));

function sendHtml(res: ServerResponse, html: string): void {
  res.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    ...DEV_MAIL_PAGE_HEADERS,
  });
  res.end(html);
}

function notFound(_req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(404, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify({ code: "NOT_FOUND", message: "Not found" }));
}
