import { describe, expect, it } from "vitest";
import { parseWebhookEvent, toWire } from "../src";
import { generatePayload } from "./sdk/payload-generator";
import { EVENT_TYPES, SDK_VERSIONS } from "./sdk/sdk-versions";

const today = SDK_VERSIONS.find((sdk) => sdk.age === "today");
if (!today) throw new Error("no SDK of today's API");

/** Keys a newer platform adds, in two spellings: snake_case and one camelCase cannot undo. */
const ADDED = { added_later: { still_as_sent: 1 }, addedToo: ["x"] };

/** How many objects hold `key`, everywhere in `value`. */
function objectsWith(value: unknown, key: string): number {
  if (Array.isArray(value))
    return value.reduce((sum: number, item) => sum + objectsWith(item, key), 0);
  if (typeof value !== "object" || value === null || value instanceof Date) return 0;
  const own = Object.hasOwn(value, key) ? 1 : 0;
  return Object.values(value).reduce((sum: number, inner) => sum + objectsWith(inner, key), own);
}

describe("forward compatibility, against today's payloads made newer", () => {
  it.each(EVENT_TYPES)(
    "%s with a new key in every object: kept in camelCase with its value as sent, given back exactly",
    async (type) => {
      const schema = await today.payloadSchema(type);
      const text = JSON.stringify(
        generatePayload(schema, "maximal", 0, { addToEveryObject: ADDED }),
      );
      const wire: unknown = JSON.parse(text);
      const event = parseWebhookEvent(JSON.parse(text));
      expect(event.known).toBe(true);
      const added = objectsWith(wire, "added_later");
      expect(added).toBeGreaterThanOrEqual(3);
      expect(objectsWith(event, "addedLater")).toBe(added);
      expect(objectsWith(event, "added_later")).toBe(0);
      expect(objectsWith(event, "addedToo")).toBe(added);
      expect(event).toHaveProperty("addedLater", { still_as_sent: 1 });
      expect(JSON.stringify(toWire("event", event))).toBe(text);
    },
  );

  it("keeps unknown enum values and union variants of today's order and subscription", async () => {
    const schema = await today.payloadSchema("subscription.updated");
    const payload = generatePayload(schema, "maximal", 1) as {
      data: Record<string, unknown> & { product: { prices: Record<string, unknown>[] } };
    };
    payload.data.status = "on_hold";
    payload.data.recurring_interval = "quarter";
    const price = payload.data.product.prices[0];
    if (price) price.amount_type = "tiered";
    const text = JSON.stringify(payload);
    const event = parseWebhookEvent(JSON.parse(text));
    if (!event.known || event.type !== "subscription.updated")
      throw new Error("expected subscription");
    expect(event.data.status).toBe("on_hold");
    expect(event.data.product.prices[0]?.amountType).toBe("tiered");
    expect(JSON.stringify(toWire("event", event))).toBe(text);
  });

  it.each([
    "checkout.expired",
    "subscription.past_due",
    "customer_seat.assigned",
    "member.created",
  ])("keeps %s, an event type of today's API this version does not know, as sent", async (type) => {
    const schema = await today.payloadSchema(type);
    const text = JSON.stringify(generatePayload(schema, "maximal", 0));
    const event = parseWebhookEvent(JSON.parse(text));
    expect(event.known).toBe(false);
    expect(event.type).toBe(type);
    expect(event.data).toEqual(JSON.parse(text).data);
    expect(JSON.stringify(toWire("event", event))).toBe(text);
  });
});
