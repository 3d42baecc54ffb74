import type { AuthRuntime } from "./auth-runtime";
import { clientIpFromHeaders } from "./client-ip";
import { dispatch } from "./dispatch";
import { catalogueOutcome, webResponseOf } from "./http-outcome";
import { BodyReadError, type RequestBody, readBodyText } from "./request-body";

const decoder = new TextDecoder();

/** Limits are in bytes, as in toNodeHandler. */
async function readRequestBody(request: Request, limit: number): Promise<RequestBody> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new BodyReadError("too_large");
  let buffer: ArrayBuffer;
  try {
    buffer = await request.arrayBuffer();
  } catch {
    // The body stream failed: the client went away (or the request was aborted) mid-body.
    throw new BodyReadError("aborted");
  }
  const bytes = new Uint8Array(buffer);
  if (bytes.byteLength > limit) throw new BodyReadError("too_large");
  return readBodyText(decoder.decode(bytes), request.headers.get("content-type"));
}

/** The Web-standard entry: (Request) => Response, for every runtime. */
export function createWebHandler(runtime: AuthRuntime, ready: Promise<AuthRuntime>) {
  const basePath = runtime.context.basePath;
  return async function handler(request: Request): Promise<Response> {
    let live: AuthRuntime;
    try {
      live = await ready;
    } catch (error) {
      console.error("[tollgate] error: the auth server failed to start", error);
      return webResponseOf(catalogueOutcome(500, "INTERNAL_SERVER_ERROR"));
    }
    const url = new URL(request.url);
    if (!url.pathname.startsWith(basePath))
      return webResponseOf(catalogueOutcome(404, "NOT_FOUND"));
    const outcome = await dispatch(live, {
      method: request.method,
      path: url.pathname.slice(basePath.length) || "/",
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      readBody: () => readRequestBody(request, live.maxBodySize),
      clientIp: clientIpFromHeaders(request.headers, live.clientIpPolicy),
      request,
    });
    return webResponseOf(outcome, request.method);
  };
}
