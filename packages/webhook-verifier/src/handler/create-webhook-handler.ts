import type { KnownWebhookEvent } from "@tollgate/billing-types";
import { WEBHOOK_HANDLER_ERROR_CODES } from "../errors/error-codes.js";
import {
  createWebhookVerifier,
  type VerifiedWebhookEvent,
} from "../verify/create-webhook-verifier.js";
import { errorResponse } from "./error-response.js";
import type {
  WebhookContext,
  WebhookEventHandlers,
  WebhookHandler,
  WebhookHandlerOptions,
} from "./handler-types.js";
import { jsonResponse } from "./json-response.js";
import { statusForError } from "./status-for-error.js";

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
