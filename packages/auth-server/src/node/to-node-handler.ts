// The Node fast path: node:http requests go straight to the dispatcher, without building Web
// Request/Response objects (which cost more than the endpoint itself on Node 20). The headers
// are Web Headers both ways, as on every other runtime.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AuthRuntime } from "../api/auth-runtime";
import { NO_STORE } from "../api/cache-policy";
import { clientIpFromHeaders } from "../api/client-ip";
import { dispatch } from "../api/dispatch";
import { catalogueOutcome, type HttpOutcome, headersOf } from "../api/http-outcome";
import { BodyReadError, type RequestBody, readBodyText } from "../api/request-body";
import { nodeRequestHeaders } from "./node-request-headers";
import { webRequestBuilder } from "./node-web-request";

interface NodeAuth {
  $runtime: Promise<AuthRuntime>;
}

type NodeRequest = IncomingMessage & { body?: unknown };

function readBody(req: NodeRequest, limit: number): Promise<RequestBody> {
  // Express and similar may have parsed the body already.
  if (
    req.body !== undefined &&
    (typeof req.body !== "object" || req.body === null || !Buffer.isBuffer(req.body))
  ) {
    return Promise.resolve({ value: req.body, text: undefined });
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let ended = false;
    // The client went away before the end of its body: Node reports it as an "aborted" error
    // (ECONNRESET) and then closes the request. Either way it is not the server's failure.
    const aborted = () => {
      if (!ended) reject(new BodyReadError("aborted"));
    };
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyReadError("too_large"));
        req.removeAllListeners("data");
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      ended = true;
      try {
        resolve(
          readBodyText(Buffer.concat(chunks).toString("utf8"), req.headers["content-type"] ?? null),
        );
      } catch (error) {
        reject(error);
      }
    });
    req.on("error", aborted);
    req.on("close", aborted);
  });
}

function parseQuery(search: string): Record<string, string> {
  if (!search) return {};
  return Object.fromEntries(new URLSearchParams(search));
}

/**
 * Writes what dispatch decided to node:http's response, in one go, each Set-Cookie as a line of
 * its own (node:http itself sends no body to a HEAD request: the answer has GET's headers and
 * Content-Length). Nothing is written to a client that has gone away.
 */
function writeOutcome(res: ServerResponse, outcome: HttpOutcome): void {
  if (res.destroyed) return;
  let out: Record<string, string | string[] | number>;
  if (outcome.jsonHeadersPending && outcome.headers.keys().next().done) {
    // A JSON answer with no header of its own (most session reads): the two headers it gets,
    // in the order a Headers lists them.
    out = { "cache-control": NO_STORE, "content-type": "application/json" };
  } else {
    const headers = headersOf(outcome);
    out = {};
    headers.forEach((value, name) => {
      if (name !== "set-cookie") out[name] = value;
    });
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) out["set-cookie"] = cookies;
  }
  // A known length instead of chunked framing (204 and 304 carry no body and no length).
  if (outcome.status !== 204 && outcome.status !== 304) {
    out["content-length"] = outcome.body === null ? 0 : Buffer.byteLength(outcome.body);
  }
  res.writeHead(outcome.status, out);
  res.end(outcome.body ?? undefined);
}

/** Adapts an auth instance to node:http / Express: `http.createServer(toNodeHandler(auth))`. */
export function toNodeHandler(auth: NodeAuth) {
  let runtime: AuthRuntime | undefined;
  // A failed start-up (a plugin's init threw) is answered per request below, not left unhandled.
  auth.$runtime.then(
    (ready) => {
      runtime = ready;
    },
    () => undefined,
  );
  return async function nodeHandler(req: NodeRequest, res: ServerResponse): Promise<void> {
    let live: AuthRuntime;
    try {
      live = runtime ?? (await auth.$runtime);
    } catch (error) {
      console.error("[tollgate] error: the auth server failed to start", error);
      return writeOutcome(res, catalogueOutcome(500, "INTERNAL_SERVER_ERROR"));
    }
    const url = req.url ?? "/";
    const queryStart = url.indexOf("?");
    const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
    const basePath = live.context.basePath;
    if (!pathname.startsWith(basePath))
      return writeOutcome(res, catalogueOutcome(404, "NOT_FOUND"));
    const headers = nodeRequestHeaders(req.headers);
    try {
      const outcome = await dispatch(live, {
        method: req.method ?? "GET",
        path: pathname.slice(basePath.length) || "/",
        query: parseQuery(queryStart < 0 ? "" : url.slice(queryStart + 1)),
        headers,
        readBody: () => readBody(req, live.maxBodySize),
        clientIp:
          clientIpFromHeaders(headers, live.clientIpPolicy) ?? req.socket.remoteAddress ?? null,
        // Built only if an application callback, a hook or an endpoint reads it.
        request: webRequestBuilder(req, headers),
      });
      writeOutcome(res, outcome);
    } catch (error) {
      // dispatch answers every endpoint error itself; this is a failure around it (e.g. a rate-limit store).
      live.context.logger.error(`unhandled error on ${req.method} ${pathname}`, error);
      writeOutcome(res, catalogueOutcome(500, "INTERNAL_SERVER_ERROR"));
    }
  };
}
