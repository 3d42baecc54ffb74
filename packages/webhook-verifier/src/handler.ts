import type {
  KnownWebhookEvent,
  UnknownWebhookEvent,
  WebhookEventOf,
  WebhookEventType,
} from "@tollgate/billing-types";
import {
  isWebhookPayloadError,
  isWebhookVerificationError,
  WEBHOOK_HANDLER_ERROR_CODES,
  type WebhookVerificationErrorCode,
} from "./errors.js";
import {
  createWebhookVerifier,
  type VerifiedWebhookEvent,
  type WebhookVerifierOptions,
} from "./verify.js";

/** What a handler gets beside the event: the message id (deduplicate on it) and timestamp. */
export interface WebhookContext {
  /** `webhook-id`: the same for every retry of one message — use it for idempotency. */
  id: string;
  /** `webhook-timestamp`, in seconds since the Unix epoch. */
  timestamp: number;
  request: Request;
}

type Awaitable<T> = T | Promise<T>;

/** One optional handler per known event type; each receives exactly its event type. */
export type WebhookEventHandlers = {
  [T in WebhookEventType]?: (
    event: WebhookEventOf<T>,
    context: WebhookContext,
  ) => Awaitable<unknown>;
};

/** Where a failure happened, for `onError`. */
export interface WebhookErrorContext {
  request: Request;
  /** The status the handler will answer unless `onError` returns its own Response. */
  status: number;
  /** Known once the signature was verified. */
  id?: string;
}

export interface WebhookHandlerOptions extends WebhookVerifierOptions {
  on: WebhookEventHandlers;
  /** Events whose type this version does not know (a newer platform may send them). */
  onUnknown?: (event: UnknownWebhookEvent, context: WebhookContext) => Awaitable<unknown>;
  /**
   * Called on every failure (verification, payload, a handler that threw) — log it here.
   * Return a Response to answer with it instead of the default.
   */
  onError?: (
    error: unknown,
    context: WebhookErrorContext,
  ) => Awaitable<Response | undefined | void>;
}

export type WebhookHandler = (request: Request) => Promise<Response>;

/** A JSON Response, as every answer of the handler is. */
export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

const VERIFICATION_STATUS: Record<WebhookVerificationErrorCode, number> = {
  MISSING_REQUIRED_HEADERS: 400,
  INVALID_SIGNATURE_HEADERS: 400,
  MESSAGE_TIMESTAMP_TOO_OLD: 401,
  MESSAGE_TIMESTAMP_TOO_NEW: 401,
  NO_MATCHING_SIGNATURE_FOUND: 401,
};

/**
 * 400 for a request that is malformed (headers missing or invalid, payload not an event),
 * 401 for one that is not authentic (stale or wrongly signed), 500 for anything else.
 */
function statusForError(error: unknown): number {
  if (isWebhookVerificationError(error)) return VERIFICATION_STATUS[error.code];
  if (isWebhookPayloadError(error)) return 400;
  return 500;
}

/**
 * `{ code, message }` (plus `issues` for a payload error). The text of an unexpected error is
 * never sent: it may hold internals; the sender only learns that the handler failed.
 */
function errorResponse(error: unknown, status: number): Response {
  if (isWebhookVerificationError(error)) {
    return jsonResponse(status, { code: error.code, message: error.message });
  }
  if (isWebhookPayloadError(error)) {
    return jsonResponse(status, { code: error.code, message: error.message, issues: error.issues });
  }
  return jsonResponse(status, {
    code: "WEBHOOK_HANDLER_FAILED",
    message: WEBHOOK_HANDLER_ERROR_CODES.WEBHOOK_HANDLER_FAILED,
  });
}

type AnyEventHandler = (event: KnownWebhookEvent, context: WebhookContext) => unknown;

function handlerFor(
  on: WebhookEventHandlers,
  event: KnownWebhookEvent,
): AnyEventHandler | undefined {
  // The handler stored under `event.type` takes that very event type; TypeScript cannot
  // correlate the key with the union member, so the lookup is widened here, once.
  return on[event.type] as AnyEventHandler | undefined;
}

/**
 * A fetch handler for the billing webhook endpoint: `(Request) => Promise<Response>`.
 *
 * Answers 200 `{"received":true}` when a handler ran, 202 `{"received":true,"handled":false}`
 * when the event was verified and valid but nothing handles its type, 400 for missing or invalid
 * headers or an invalid payload, 401 for a stale or wrongly signed webhook, 405 for a method
 * other than POST, and 500 when a handler throws (so the platform retries).
 */
export function createWebhookHandler(options: WebhookHandlerOptions): WebhookHandler {
  const verifier = createWebhookVerifier(options);
  const { on, onUnknown, onError } = options;

  const fail = async (error: unknown, request: Request, id?: string): Promise<Response> => {
    const status = statusForError(error);
    if (onError) {
      try {
        const replacement = await onError(error, { request, status, ...(id ? { id } : {}) });
        if (replacement instanceof Response) return replacement;
      } catch {
        // A failing onError must not turn into an unanswered request: the default answer stands.
      }
    }
    return errorResponse(error, status);
  };

  return async (request) => {
    if (request.method !== "POST") {
      return jsonResponse(
        405,
        { code: "METHOD_NOT_ALLOWED", message: WEBHOOK_HANDLER_ERROR_CODES.METHOD_NOT_ALLOWED },
        { allow: "POST" },
      );
    }
    let verified: VerifiedWebhookEvent;
    try {
      verified = await verifier.verifyAndParseRequest(request);
    } catch (error) {
      return fail(error, request);
    }
    const { id, timestamp, event } = verified;
    const context: WebhookContext = { id, timestamp, request };
    try {
      if (event.known) {
        const handler = handlerFor(on, event);
        if (!handler) return jsonResponse(202, { received: true, handled: false });
        await handler(event, context);
      } else {
        if (!onUnknown) return jsonResponse(202, { received: true, handled: false });
        await onUnknown(event, context);
      }
      return jsonResponse(200, { received: true });
    } catch (error) {
      return fail(error, request, id);
    }
  };
}
