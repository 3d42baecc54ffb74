import { describe, expect, it } from "vitest";
import {
  parseWebhookEvent,
  parseWebhookEventWire,
  toClient,
  toWire,
  WEBHOOK_EVENT_TYPES,
  webhookEventWireSchemas,
} from "../src";
import { EVENT_TYPES, fixture, fixtureText } from "./load-fixture";

/** Every key of every nested object, as a dotted path (array indexes included). */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keyPaths(item, `${prefix}[${i}]`));
  if (typeof value !== "object" || value === null || value instanceof Date) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    `${prefix}.${key}`,
    ...keyPaths(inner, `${prefix}.${key}`),
  ]);
}

function countDates(value: unknown): number {
  if (value instanceof Date) return 1;
  if (typeof value !== "object" || value === null) return 0;
  return Object.values(value).reduce((sum: number, inner) => sum + countDates(inner), 0);
}

describe("the 21 webhook events of billing.md §7", () => {
  it("has a fixture for each of the 21 event types", () => {
    expect(WEBHOOK_EVENT_TYPES).toHaveLength(21);
    for (const type of EVENT_TYPES) expect(fixture(type).type).toBe(type);
  });

  describe.each(EVENT_TYPES)("%s", (type) => {
    it("parses the wire form with its own event schema and the dispatching one", () => {
      const payload = fixture(type);
      expect(webhookEventWireSchemas[type].safeParse(payload).success).toBe(true);
      expect(parseWebhookEventWire(payload)).toBe(payload);
    });

    it("parses into the client form: camelCase keys, Date objects, known: true", () => {
      const event = parseWebhookEvent(fixture(type));
      expect(event.known).toBe(true);
      expect(event.type).toBe(type);
      const paths = keyPaths(event.data);
      expect(paths.length).toBeGreaterThan(10);
      // No key is left in snake_case, but for the free keys of maps (metadata, answers, …).
      const snake = paths.filter((path) => /_[a-z]/.test(path.split(".").pop() ?? ""));
      const freeKeyMaps =
        /\.(metadata|customFieldData|customerMetadata|paymentProcessorMetadata|checksums|archived)\./;
      for (const path of snake) expect(freeKeyMaps.test(path), path).toBe(true);
      expect(countDates(event.data)).toBeGreaterThan(0);
    });

    it("wire → wire is byte-for-byte lossless after JSON re-serialisation", () => {
      const text = fixtureText(type);
      const reserialised = JSON.stringify(JSON.parse(text));
      expect(JSON.stringify(parseWebhookEventWire(JSON.parse(text)))).toBe(reserialised);
    });

    it("wire → client → wire gives back every field, byte for byte", () => {
      const text = fixtureText(type);
      const back = toWire("event", parseWebhookEvent(JSON.parse(text)));
      expect(JSON.stringify(back)).toBe(JSON.stringify(JSON.parse(text)));
      expect(keyPaths(back)).toEqual(keyPaths(JSON.parse(text)));
    });

    it("toClient on the wire form equals parseWebhookEvent", () => {
      const payload = fixture(type);
      const viaParse = parseWebhookEvent(payload);
      expect(toClient("event", webhookEventWireSchemas[type].parse(payload))).toEqual(viaParse);
    });
  });
});
