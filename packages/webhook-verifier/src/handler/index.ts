export * from "./create-webhook-handler.js";
export type {
  WebhookContext,
  WebhookErrorContext,
  WebhookEventHandlers,
  WebhookHandler,
  WebhookHandlerOptions,
} from "./handler-types.js";
