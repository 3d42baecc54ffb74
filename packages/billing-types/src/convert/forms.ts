import type { WebhookEvent, WebhookEventWire } from "../events/webhook-event";
import type { ClientEntity, EntityName, WireEntity } from "../registry";

/** What `toClient` / `toWire` convert: any entity by name, or a whole webhook event. */
export type Convertible = EntityName | "event";

export type WireForm<K extends Convertible> = K extends EntityName
  ? WireEntity<K>
  : WebhookEventWire;
export type ClientForm<K extends Convertible> = K extends EntityName
  ? ClientEntity<K>
  : WebhookEvent;
