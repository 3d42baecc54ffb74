import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { FRONT_END_CSP, htmlPageHeaders } from "./page-security-headers";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

/**
 * Serves the built front end from `root`: a file when the path names one, else index.html so
 * the client-side router can take the path (SPA fallback). Hashed assets are cached for a year.
 * Every file is sent with nosniff; HTML pages with the front end's security headers (`csp`).
 */
export function createStaticHandler(root: string, csp: string = FRONT_END_CSP) {
  const indexFile = join(root, "index.html");
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    const file = (await fileFor(root, req.url ?? "/")) ?? ((await isFile(indexFile)) && indexFile);
    if (!file) {
      res.writeHead(503, { "content-type": "text/plain; charset=utf-8" });
      res.end("The front end is not built yet: run `pnpm --filter @tollgate/demo build`.\n");
      return;
    }
    const immutable = file.includes(`${sep}assets${sep}`);
    const html = extname(file) === ".html";
    res.writeHead(200, {
      "content-type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream",
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      "x-content-type-options": "nosniff",
      ...(html ? htmlPageHeaders(csp) : {}),
    });
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  };
}

async function fileFor(root: string, url: string): Promise<string | null> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, "http://demo.invalid").pathname);
  } catch {
    return null;
  }
  const candidate = normalize(join(root, pathname));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  return (await isFile(candidate)) ? candidate : null;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
