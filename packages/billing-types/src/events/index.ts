export { convertEvent } from "./convert-event";
export { webhookEventWireSchema, webhookEventWireSchemas } from "./event-schema";
export {
  isKnownWebhookEventType,
  WEBHOOK_EVENT_ENTITIES,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from "./event-types";
export {
  formatIssuePath,
  parseWebhookEvent,
  parseWebhookEventWire,
  type SafeParseWebhookEventResult,
  safeParseWebhookEvent,
  type ValidateWirePayloadResult,
  validateWirePayload,
  type WirePayloadIssue,
} from "./parse";
export type {
  KnownWebhookEvent,
  KnownWebhookEventWire,
  UnknownWebhookEvent,
  UnknownWebhookEventWire,
  WebhookEvent,
  WebhookEventOf,
  WebhookEventWire,
  WebhookEventWireOf,
} from "./webhook-event";
