// Node-only helpers (node:http requests, Express raw bodies), kept out of the runtime-neutral
// entry so that edge bundles never see a `node:` import.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isWebhookUsageError, WebhookUsageError } from "./errors.js";
import type { WebhookHandler } from "./handler.js";
import type { VerifiedWebhookBody, WebhookVerifier } from "./verify.js";

/** A Node request, possibly with a `body` that a middleware (express.raw, …) already read. */
export type NodeWebhookRequest = IncomingMessage & { body?: unknown };

async function readStream(request: IncomingMessage): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of request) {
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The raw body of a Node or Express request: the Buffer left by `express.raw()` (or a string
 * left by `express.text()`), else the bytes read from the stream. A body that a JSON parser
 * already turned into an object is refused: its bytes, and so its signature, are gone.
 */
export async function readRawBody(request: NodeWebhookRequest): Promise<string | Uint8Array> {
  const { body } = request;
  if (typeof body === "string" || body instanceof Uint8Array) return body;
  if (body !== undefined && body !== null && !(typeof body === "object" && isEmpty(body))) {
    throw new WebhookUsageError("RAW_BODY_REQUIRED_BUT_THE_REQUEST_BODY_WAS_ALREADY_PARSED");
  }
  if (request.readableEnded) {
    throw new WebhookUsageError("RAW_BODY_REQUIRED_BUT_THE_REQUEST_BODY_WAS_ALREADY_PARSED");
  }
  return readStream(request);
}

/** express.json() leaves `{}` when it skipped a request; that is "not read", not "parsed". */
function isEmpty(value: object): boolean {
  return Object.keys(value).length === 0 && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Verifies a Node/Express request with its own headers and raw body (see {@link readRawBody});
 * resolves to the id, timestamp and verified body text.
 */
export async function verifyNodeRequest(
  verifier: WebhookVerifier,
  request: NodeWebhookRequest,
): Promise<VerifiedWebhookBody> {
  return verifier.verifyBody(await readRawBody(request), request.headers);
}

function toFetchHeaders(request: NodeWebhookRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.append(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

async function toFetchRequest(request: NodeWebhookRequest): Promise<Request> {
  const method = request.method ?? "GET";
  const url = new URL(request.url ?? "/", `http://${request.headers.host ?? "localhost"}`);
  const init: RequestInit = { method, headers: toFetchHeaders(request) };
  if (method !== "GET" && method !== "HEAD") {
    const body = await readRawBody(request);
    init.body = typeof body === "string" ? body : new Uint8Array(body);
  }
  return new Request(url, init);
}

/**
 * Mounts a {@link WebhookHandler} on node:http or Express:
 * `app.post("/webhooks", toNodeListener(handler))`. The raw body is read from the stream, or
 * taken from `express.raw()`; a body already parsed by `express.json()` cannot be verified and is
 * answered 500 with the usage error's code, so the misconfiguration shows at once.
 */
export function toNodeListener(
  handler: WebhookHandler,
): (request: NodeWebhookRequest, response: ServerResponse) => Promise<void> {
  return async (request, response) => {
    let fetchRequest: Request;
    try {
      fetchRequest = await toFetchRequest(request);
    } catch (error) {
      if (!isWebhookUsageError(error)) throw error;
      // The handler's JSON answer, written here so that this entry loads no verifier code.
      const answer = new Response(JSON.stringify({ code: error.code, message: error.message }), {
        status: 500,
        headers: { "content-type": "application/json" },
      });
      await send(response, answer);
      return;
    }
    await send(response, await handler(fetchRequest));
  };
}

async function send(response: ServerResponse, answer: Response): Promise<void> {
  response.statusCode = answer.status;
  answer.headers.forEach((value, name) => {
    response.setHeader(name, value);
  });
  response.end(Buffer.from(await answer.arrayBuffer()));
}
