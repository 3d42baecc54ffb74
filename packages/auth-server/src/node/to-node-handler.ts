// The Node fast path: node:http requests go straight to the dispatcher, without building Web
// Request/Response objects (which cost more than the endpoint itself on Node 20).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AuthRuntime } from "../api/auth-runtime";
import { BodyReadError, parseBodyText } from "../api/body-errors";
import { clientIpFromHeaders } from "../api/client-ip";
import { dispatch } from "../api/dispatch";
import { NodeRequestHeaders } from "./node-request-headers";

interface NodeAuth {
  $runtime: Promise<AuthRuntime>;
}

type NodeRequest = IncomingMessage & { body?: unknown };

function readBody(req: NodeRequest, limit: number): Promise<unknown> {
  // Express and similar may have parsed the body already.
  if (
    req.body !== undefined &&
    (typeof req.body !== "object" || req.body === null || !Buffer.isBuffer(req.body))
  ) {
    return Promise.resolve(req.body);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
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
      try {
        resolve(
          parseBodyText(
            Buffer.concat(chunks).toString("utf8"),
            req.headers["content-type"] ?? null,
          ),
        );
      } catch (error) {
        reject(error);
      }
    });
    req.on("error", reject);
  });
}

function parseQuery(search: string): Record<string, string> {
  if (!search) return {};
  return Object.fromEntries(new URLSearchParams(search));
}

/** Adapts an auth instance to node:http / Express: `http.createServer(toNodeHandler(auth))`. */
export function toNodeHandler(auth: NodeAuth) {
  let runtime: AuthRuntime | undefined;
  auth.$runtime.then((ready) => {
    runtime = ready;
  });
  return async function nodeHandler(req: NodeRequest, res: ServerResponse): Promise<void> {
    const live = runtime ?? (await auth.$runtime);
    const url = req.url ?? "/";
    const queryStart = url.indexOf("?");
    const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
    const basePath = live.context.basePath;
    const headers = new NodeRequestHeaders(req.headers);
    const outcome = pathname.startsWith(basePath)
      ? await dispatch(live, {
          method: req.method ?? "GET",
          path: pathname.slice(basePath.length) || "/",
          query: parseQuery(queryStart < 0 ? "" : url.slice(queryStart + 1)),
          headers,
          readBody: () => readBody(req, live.maxBodySize),
          clientIp:
            clientIpFromHeaders(headers, live.trustedIpHeaders) ?? req.socket.remoteAddress ?? null,
          request: undefined,
        })
      : {
          status: 404,
          headers: new Headers({ "content-type": "application/json" }),
          body: '{"code":"NOT_FOUND","message":"Not found"}',
        };

    const out: Record<string, string | string[]> = {};
    outcome.headers.forEach((value, name) => {
      if (name !== "set-cookie") out[name] = value;
    });
    const cookies = outcome.headers.getSetCookie();
    if (cookies.length > 0) out["set-cookie"] = cookies;
    res.writeHead(outcome.status, out);
    res.end(outcome.body ?? undefined);
  };
}
