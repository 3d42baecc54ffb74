import type { ClientEntity, WireEntity } from "../registry";
import type { WEBHOOK_EVENT_ENTITIES, WebhookEventType } from "./event-types";

type EntityOf<T extends WebhookEventType> = (typeof WEBHOOK_EVENT_ENTITIES)[T];

/** A known event in client form: camelCase `data` with Date objects, and `known: true`. */
export type KnownWebhookEvent = {
  [T in WebhookEventType]: {
    type: T;
    /** When the platform sent the event (today's API; the 2025 API left it out). */
    timestamp?: Date;
    data: ClientEntity<EntityOf<T>>;
    known: true;
  };
}[WebhookEventType];

/** An event type this version does not know: kept, with its data as sent. */
export interface UnknownWebhookEvent {
  type: string;
  data: unknown;
  known: false;
}

/** Client form of any event; check `known` before narrowing on `type`. */
export type WebhookEvent = KnownWebhookEvent | UnknownWebhookEvent;

/** A known event as the platform sends it: snake_case `data`, ISO 8601 dates. */
export type KnownWebhookEventWire = {
  [T in WebhookEventType]: { type: T; timestamp?: string; data: WireEntity<EntityOf<T>> };
}[WebhookEventType];

export interface UnknownWebhookEventWire {
  type: string;
  data?: unknown;
}

export type WebhookEventWire = KnownWebhookEventWire | UnknownWebhookEventWire;

/** The client form of one event type, e.g. `WebhookEventOf<"order.paid">`. */
export type WebhookEventOf<T extends WebhookEventType> = Extract<KnownWebhookEvent, { type: T }>;
/** The wire form of one event type. */
export type WebhookEventWireOf<T extends WebhookEventType> = Extract<
  KnownWebhookEventWire,
  { type: T }
>;
