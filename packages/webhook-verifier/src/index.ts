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
export * from "./input/index.js";
export type { KeyOptions } from "./keys/index.js";
export * from "./parse/index.js";
export * from "./secret/index.js";
export * from "./sign/index.js";
export * from "./verify/index.js";
