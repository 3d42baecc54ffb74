import type { ServerResponse } from "node:http";
import { isWebhookUsageError } from "../errors/webhook-usage-error.js";
import type { WebhookHandler } from "../handler/handler-types.js";
import { jsonResponse } from "../handler/json-response.js";
import { type NodeWebhookRequest, readRawBody } from "./read-raw-body.js";

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
      await send(response, jsonResponse(500, { code: error.code, message: error.message }));
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
