import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseWebhookEvent, toWire } from "../src";
import { SDK_VERSIONS } from "./sdk/sdk-versions";

// The README shows a real order.paid of each API age and what parsing gives; these tests hold the
// README to the example files and the example files to the platform's own SDK.

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const AGES = ["2025", "today"] as const;
const exampleText = (age: (typeof AGES)[number]) =>
  readFileSync(new URL(`./api-examples/order.paid.${age}.json`, import.meta.url), "utf8");

/** A value as the README's table writes it. */
function render(value: unknown): string {
  if (value instanceof Date) return `Date ${value.toISOString()}`;
  return value === undefined ? "undefined" : JSON.stringify(value);
}

/** `data.items[0].amount` → the value at that path. */
function at(value: unknown, path: string): unknown {
  return path
    .split(/\.|\[(\d+)\]/)
    .filter((part) => part !== undefined && part !== "")
    .reduce<unknown>(
      (inner, part) =>
        typeof inner === "object" && inner !== null ? Reflect.get(inner, part) : undefined,
      value,
    );
}

describe("README: the platform's order.paid in 2025 and today", () => {
  it.each(AGES)("the %s example is accepted by that API age's own SDK", async (age) => {
    const sdk = SDK_VERSIONS.find((version) => version.age === age);
    if (!sdk) throw new Error(`no SDK for ${age}`);
    const schema = await sdk.payloadSchema("order.paid");
    const result = await schema["~standard"].validate(JSON.parse(exampleText(age)));
    expect(result.issues).toBeUndefined();
  });

  it.each(AGES)("the %s example parses and goes back to the same wire JSON", (age) => {
    const event = parseWebhookEvent(JSON.parse(exampleText(age)));
    expect(event).toMatchObject({ known: true, type: "order.paid" });
    expect(JSON.stringify(toWire("event", event), null, 2)).toBe(exampleText(age).trimEnd());
  });

  it.each(AGES)("the README shows the %s example as it is", (age) => {
    expect(readme).toContain(`\`\`\`json\n${exampleText(age)}\`\`\``);
  });

  it("the README's table of parsed fields is what parseWebhookEvent gives", () => {
    const events = AGES.map((age) => parseWebhookEvent(JSON.parse(exampleText(age))));
    const rows = [...readme.matchAll(/^\| `([\w.[\]]+)` \| `([^`]*)` \| `([^`]*)` \|$/gm)];
    expect(rows.length).toBeGreaterThan(8);
    for (const [, path = "", ...cells] of rows) {
      AGES.forEach((age, index) => {
        expect(render(at(events[index], path)), `${path} (${age})`).toBe(cells[index]);
      });
    }
  });
});
