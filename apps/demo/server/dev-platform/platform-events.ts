import type { WireObject } from "./wire-json";

/** The webhook event types the stand-in sends (a subset of the platform's). */
export type PlatformEventType =
  | "checkout.updated"
  | "customer.created"
  | "customer.updated"
  | "customer.deleted"
  | "customer.state_changed"
  | "order.created"
  | "order.updated"
  | "order.paid"
  | "subscription.created"
  | "subscription.active"
  | "subscription.updated"
  | "subscription.canceled";

/** One event to deliver: its type, the entity's state at that moment, and which entity it is. */
export interface PlatformEvent {
  type: PlatformEventType;
  data: WireObject;
  /** `order:<id>`, `subscription:<id>`, …: versions of one entity share it. */
  entity: string;
}
