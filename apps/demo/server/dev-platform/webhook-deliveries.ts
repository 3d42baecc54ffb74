import { createWebhookSigner, type KeyEncoding } from "@tollgate/webhook-verifier";
import type { PlatformEvent, PlatformEventType } from "./platform-events";
import { VersionedClock } from "./versioned-clock";

/** One sending of a delivery and what the endpoint answered (or why it could not). */
export interface DeliveryAttempt {
  at: Date;
  /** "original", or why it was sent again. */
  reason: "original" | "replay";
  status: number | null;
  error: string | null;
}

export interface Delivery {
  /** The webhook-id header: the same on every attempt of this delivery. */
  id: string;
  type: PlatformEventType;
  entity: string;
  /** The exact body sent, byte for byte, on every attempt. */
  body: string;
  createdAt: Date;
  /**
   * The order in which the platform made this version of the entity: a copy sent out of order
   * keeps the number of the version it carries.
   */
  version: number;
  /** The entity as this delivery carries it (JSON of `data`), to tell versions apart. */
  snapshot: string;
  /** Set on a delivery sent out of order: the delivery whose older body it carries again. */
  outOfOrderOf: string | null;
  attempts: DeliveryAttempt[];
}

export interface WebhookDeliveriesOptions {
  /** Where deliveries go: the app's webhook endpoint. */
  endpointUrl: string;
  /** The endpoint's secret, signed with @tollgate/webhook-verifier's own signer. */
  secret: string;
  /** "utf8" (default): as the platform signs, with the secret's text itself as the key. */
  keyEncoding?: KeyEncoding;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Why a console button did nothing: no such delivery, or nothing newer of its entity was sent
 * after it. The console words them in the page's language (page-messages, "console.refused.*").
 */
export const DELIVERY_REFUSALS = ["NOT_FOUND", "NO_NEWER_VERSION"] as const;

export type DeliveryRefusal = (typeof DELIVERY_REFUSALS)[number];

/**
 * Signs and sends the platform's webhook deliveries to the app, one after another in the order
 * they happened, and keeps them (newest first) so that the console can send one again:
 * `replay` with the same webhook-id (what the platform does when it got no 2xx), or
 * `sendOutOfOrder`, an older version of an entity as a new message after a newer one.
 */
export class WebhookDeliveries {
  readonly #deliveries: Delivery[] = [];
  readonly #signer;
  readonly #fetch: typeof fetch;
  readonly #now: () => number;
  #queue: Promise<unknown> = Promise.resolve();
  #versions = 0;
  /** Envelope timestamps: a customer state's version is when its event was emitted. */
  readonly #emitted: VersionedClock;

  constructor(private readonly options: WebhookDeliveriesOptions) {
    this.#now = options.now ?? Date.now;
    this.#emitted = new VersionedClock(this.#now);
    this.#signer = createWebhookSigner({
      secret: options.secret,
      keyEncoding: options.keyEncoding ?? "utf8",
      now: this.#now,
    });
    this.#fetch = options.fetch ?? fetch;
  }

  get endpointUrl(): string {
    return this.options.endpointUrl;
  }

  list(): readonly Delivery[] {
    return [...this.#deliveries].reverse();
  }

  find(id: string): Delivery | undefined {
    return this.#deliveries.find((delivery) => delivery.id === id);
  }

  /** Delivers events in order, each after the previous one was answered. */
  send(events: readonly PlatformEvent[]): Promise<Delivery[]> {
    return this.#serially(async () => {
      const sent: Delivery[] = [];
      for (const event of events) {
        const body = JSON.stringify({
          type: event.type,
          timestamp: this.#emitted.next().toISOString(),
          data: event.data,
        });
        this.#versions += 1;
        sent.push(await this.#deliverNew(event.type, event.entity, body, this.#versions, null));
      }
      return sent;
    });
  }

  /** The same message again: same webhook-id, same body, a fresh signature and timestamp. */
  replay(id: string): Promise<Delivery | DeliveryRefusal> {
    return this.#serially(async () => {
      const delivery = this.find(id);
      if (!delivery) return "NOT_FOUND";
      await this.#attempt(delivery, "replay");
      return delivery;
    });
  }

  /** Whether a newer version of this delivery's entity was delivered after it. */
  hasNewerVersion(delivery: Delivery): boolean {
    return this.#deliveries.some(
      (other) =>
        other.entity === delivery.entity &&
        other.version > delivery.version &&
        other.snapshot !== delivery.snapshot,
    );
  }

  /** The older body as a new message (new webhook-id), after a newer one was delivered. */
  sendOutOfOrder(id: string): Promise<Delivery | DeliveryRefusal> {
    return this.#serially(async () => {
      const older = this.find(id);
      if (!older) return "NOT_FOUND";
      if (!this.hasNewerVersion(older)) return "NO_NEWER_VERSION";
      return this.#deliverNew(older.type, older.entity, older.body, older.version, older.id);
    });
  }

  async #deliverNew(
    type: PlatformEventType,
    entity: string,
    body: string,
    version: number,
    outOfOrderOf: string | null,
  ): Promise<Delivery> {
    const delivery: Delivery = {
      id: `msg_${crypto.randomUUID().replaceAll("-", "")}`,
      type,
      entity,
      body,
      snapshot: snapshotOf(body),
      createdAt: new Date(this.#now()),
      version,
      outOfOrderOf,
      attempts: [],
    };
    this.#deliveries.push(delivery);
    await this.#attempt(delivery, "original");
    return delivery;
  }

  async #attempt(delivery: Delivery, reason: DeliveryAttempt["reason"]): Promise<void> {
    const signed = await this.#signer.sign({ id: delivery.id, body: delivery.body });
    const attempt: DeliveryAttempt = {
      at: new Date(this.#now()),
      reason,
      status: null,
      error: null,
    };
    delivery.attempts.push(attempt);
    try {
      const response = await this.#fetch(this.options.endpointUrl, {
        method: "POST",
        headers: { "content-type": "application/json", ...signed.headers },
        body: delivery.body,
        signal: AbortSignal.timeout(10_000),
      });
      attempt.status = response.status;
      await response.body?.cancel();
    } catch (error) {
      attempt.error = error instanceof Error ? error.message : String(error);
    }
  }

  /** One sending at a time, so deliveries reach the app in the order they were made. */
  #serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work, work);
    this.#queue = run.catch(() => undefined);
    return run;
  }
}

/** The entity in a delivery's body, whatever the event type and timestamp around it. */
function snapshotOf(body: string): string {
  const parsed: unknown = JSON.parse(body);
  const data =
    typeof parsed === "object" && parsed !== null && "data" in parsed ? parsed.data : null;
  return JSON.stringify(data);
}
