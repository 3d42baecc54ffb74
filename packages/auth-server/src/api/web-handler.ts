import type { AuthRuntime } from "./auth-runtime";
import { BodyReadError, parseBodyText } from "./body-errors";
import { clientIpFromHeaders } from "./client-ip";
import { dispatch } from "./dispatch";

const decoder = new TextDecoder();

/** Limits are in bytes, as in toNodeHandler. */
async function readRequestBody(request: Request, limit: number): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new BodyReadError("too_large");
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > limit) throw new BodyReadError("too_large");
  return parseBodyText(decoder.decode(bytes), request.headers.get("content-type"));
}

/** The Web-standard entry: (Request) => Response, for every runtime. */
export function createWebHandler(runtime: AuthRuntime, ready: Promise<AuthRuntime>) {
  const basePath = runtime.context.basePath;
  return async function handler(request: Request): Promise<Response> {
    const live = await ready;
    const url = new URL(request.url);
    if (!url.pathname.startsWith(basePath)) {
      return Response.json({ code: "NOT_FOUND", message: "Not found" }, { status: 404 });
    }
    const outcome = await dispatch(live, {
      method: request.method,
      path: url.pathname.slice(basePath.length) || "/",
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      readBody: () => readRequestBody(request, live.maxBodySize),
      clientIp: clientIpFromHeaders(request.headers, live.trustedIpHeaders),
      request,
    });
    return new Response(outcome.body, { status: outcome.status, headers: outcome.headers });
  };
}
