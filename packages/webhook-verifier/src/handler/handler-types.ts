import type {
  UnknownWebhookEvent,
  WebhookEventOf,
  WebhookEventType,
} from "@tollgate/billing-types";
import type { WebhookVerifierOptions } from "../verify/verifier-options.js";

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
