import type { IncomingMessage } from "node:http";
import { WebhookUsageError } from "../errors/webhook-usage-error.js";

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
