export type {
  KnownWebhookEvent,
  UnknownWebhookEvent,
  WebhookEvent,
  WebhookEventOf,
  WebhookEventType,
} from "@tollgate/billing-types";
export * from "./errors.js";
export {
  createWebhookHandler,
  type WebhookContext,
  type WebhookErrorContext,
  type WebhookEventHandlers,
  type WebhookHandler,
  type WebhookHandlerOptions,
} from "./handler.js";
export type { HmacBackend } from "./hmac.js";
export { type KeyEncoding, type KeyOptions, SECRET_PREFIX, type WebhookSecrets } from "./keys.js";
export * from "./sign.js";
export {
  createWebhookVerifier,
  DEFAULT_TOLERANCE_SECONDS,
  type VerifiedWebhook,
  type VerifiedWebhookBody,
  type VerifiedWebhookEvent,
  type WebhookVerifier,
  type WebhookVerifierOptions,
} from "./verify.js";
export type { WebhookBody } from "./webhook-body.js";
export {
  type HeadersLike,
  type HeaderValue,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  type WebhookHeaders,
} from "./webhook-headers.js";
