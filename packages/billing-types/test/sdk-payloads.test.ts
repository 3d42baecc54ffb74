import { describe, expect, it } from "vitest";
import {
  AGGREGATION_FUNCTIONS,
  BENEFIT_TYPES,
  CUSTOM_FIELD_TYPES,
  DISCOUNT_DURATIONS,
  DISCOUNT_TYPES,
  parseWebhookEvent,
  safeParseWebhookEvent,
  toWire,
  validateWirePayload,
  webhookEventJsonSchema,
} from "../src";
import { checkJsonSchema } from "./json-schema-check";
import { differencesFromSdk } from "./sdk/compare-with-sdk";
import {
  describePayload,
  type GeneratedPayload,
  generatedPayloads,
} from "./sdk/generated-payloads";
import { EVENT_TYPES, SDK_VERSIONS } from "./sdk/sdk-versions";
import { zodReference } from "./zod-reference";

const jsonSchemas = new Map<string, ReturnType<typeof webhookEventJsonSchema>>();
function jsonSchemaOf(type: GeneratedPayload["type"]) {
  const known = jsonSchemas.get(type);
  if (known) return known;
  const schema = webhookEventJsonSchema(type);
  jsonSchemas.set(type, schema);
  return schema;
}

/** Everything wrong with how we handle one generated payload (empty when all is well). */
function problemsWith(payload: GeneratedPayload): string[] {
  const where = describePayload(payload);
  const json: unknown = JSON.parse(payload.text);
  const theirs = payload.sdkSchema["~standard"].validate(json);
  if (theirs instanceof Promise) return [`${where}: the SDK's schema is asynchronous`];
  // The generator follows the SDK's schema; the SDK's own parser is the judge of that.
  if (theirs.issues)
    return [`${where}: the SDK rejects it: ${JSON.stringify(theirs.issues.slice(0, 3))}`];
  const result = safeParseWebhookEvent(JSON.parse(payload.text));
  if (!result.success) {
    return result.error.issues.map(
      (issue) =>
        `${where}: ${issue.path.join(".")}: ${issue.message} (${payload.text.length} bytes)`,
    );
  }
  const event = result.data;
  if (!event.known || event.type !== payload.type)
    return [`${where}: not parsed as ${payload.type}`];
  const problems: string[] = [];
  const reference = zodReference(JSON.parse(payload.text));
  if (!reference.success)
    problems.push(`${where}: the zod schema rejects what the compiled path accepts`);
  else expect(event, where).toStrictEqual(reference.data);
  const sdkData: unknown = Reflect.get(theirs.value ?? {}, "data");
  for (const difference of differencesFromSdk(sdkData, event.data))
    problems.push(`${where}: ${difference}`);
  const back = JSON.stringify(toWire("event", parseWebhookEvent(JSON.parse(payload.text))));
  if (back !== payload.text) problems.push(`${where}: toWire does not give the wire JSON back`);
  const schemaErrors = checkJsonSchema(jsonSchemaOf(payload.type), json);
  for (const error of schemaErrors.slice(0, 5)) problems.push(`${where}: JSON Schema: ${error}`);
  if (!validateWirePayload(json).ok) problems.push(`${where}: validateWirePayload rejects it`);
  return problems;
}

describe.each(SDK_VERSIONS)("payloads generated from $label's own schemas", (sdk) => {
  it.each(EVENT_TYPES)(
    "%s: minimal, all-null and maximal payloads parse, give the SDK's camelCase form with Dates, and go back to the exact wire JSON",
    async (type) => {
      const payloads = await generatedPayloads(sdk, type);
      expect(payloads.length).toBeGreaterThanOrEqual(3);
      const problems = payloads.flatMap(problemsWith);
      expect(problems.slice(0, 40)).toEqual([]);
    },
    // The first payload of an SDK loads (and vitest transforms) the SDK's modules: on a busy
    // 2-core machine that alone outlasted the 5 s default.
    60_000,
  );
});

const DISCOUNT_COMBINATIONS = DISCOUNT_TYPES.flatMap((type) =>
  DISCOUNT_DURATIONS.map((duration) => `${type} × ${duration}`),
);

/** The union members a version's payloads must show, as our client form names them. */
const MEMBERS: Record<"2025" | "today", Record<string, readonly string[]>> = {
  "2025": {
    "price amountType": ["free", "fixed", "custom", "metered_unit"],
    "benefit type": BENEFIT_TYPES.slice(0, 6),
    "discount type × duration": DISCOUNT_COMBINATIONS,
    "custom field type": CUSTOM_FIELD_TYPES,
    "meter aggregation func": ["count", "sum", "max", "min", "avg"],
    "meter filter clause": ["clause", "nested filter"],
  },
  today: {
    "price amountType": ["fixed", "custom", "metered_unit", "seat_based"],
    "benefit type": BENEFIT_TYPES,
    "discount type × duration": DISCOUNT_COMBINATIONS,
    "custom field type": CUSTOM_FIELD_TYPES,
    "meter aggregation func": AGGREGATION_FUNCTIONS,
    "meter filter clause": ["clause", "nested filter"],
  },
};

/** Which union members appear in a client form, by union. */
function membersIn(value: unknown, key: string, found: Map<string, Set<string>>): void {
  const add = (union: string, member: unknown) => {
    if (typeof member === "string") found.set(union, (found.get(union) ?? new Set()).add(member));
  };
  if (Array.isArray(value)) {
    for (const item of value) membersIn(item, key, found);
    return;
  }
  if (typeof value !== "object" || value === null || value instanceof Date) return;
  const record: Record<string, unknown> = { ...value };
  if (typeof record.amountType === "string") add("price amountType", record.amountType);
  if (key === "benefits" && "properties" in record) add("benefit type", record.type);
  if (key === "discount") add("discount type × duration", `${record.type} × ${record.duration}`);
  if (key === "customField") add("custom field type", record.type);
  if (key === "aggregation") add("meter aggregation func", record.func);
  if (key === "clauses")
    add("meter filter clause", "conjunction" in record ? "nested filter" : "clause");
  for (const [inner, innerValue] of Object.entries(record)) membersIn(innerValue, inner, found);
}

describe.each(SDK_VERSIONS)("$label's payloads cover every union member", (sdk) => {
  it("each price amount type, benefit type, discount type × duration, custom field type, meter aggregation and filter form", async () => {
    const found = new Map<string, Set<string>>();
    for (const type of EVENT_TYPES) {
      for (const payload of await generatedPayloads(sdk, type)) {
        membersIn(parseWebhookEvent(JSON.parse(payload.text)).data, "data", found);
      }
    }
    for (const [union, members] of Object.entries(MEMBERS[sdk.age])) {
      expect([...(found.get(union) ?? [])].sort(), union).toEqual([...members].sort());
    }
  });
});
