export type {
  KnownWebhookEvent,
  UnknownWebhookEvent,
  WebhookEvent,
  WebhookEventOf,
  WebhookEventType,
} from "@tollgate/billing-types";
export type { HmacBackend } from "./crypto/index.js";
export * from "./errors/index.js";
export * from "./handler/index.js";
export {
  type HeadersLike,
  type HeaderValue,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  type WebhookBody,
  type WebhookHeaders,
} from "./input/index.js";
export type { KeyOptions } from "./keys/index.js";
export { type KeyEncoding, SECRET_PREFIX, type WebhookSecrets } from "./secret/index.js";
export * from "./sign/index.js";
export {
  createWebhookVerifier,
  DEFAULT_TOLERANCE_SECONDS,
  type VerifiedWebhook,
  type VerifiedWebhookBody,
  type VerifiedWebhookEvent,
  type WebhookVerifier,
  type WebhookVerifierOptions,
} from "./verify/index.js";
