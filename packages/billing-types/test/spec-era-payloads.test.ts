import { describe, expect, it } from "vitest";
import {
  ENTITIES,
  type EntityName,
  entityWireSchemas,
  parseWebhookEvent,
  toClient,
  toWire,
  WEBHOOK_EVENT_ENTITIES,
  webhookEventJsonSchema,
} from "../src";
import type { ObjectDef } from "../src/dsl";
import { checkJsonSchema } from "./json-schema-check";
import { EVENT_TYPES } from "./load-fixture";
import { SPEC_ENTITY_LISTS } from "./spec/spec-entity-lists";
import {
  definitionsUnder,
  fieldNamesOf,
  SPEC_VARIANTS,
  type SpecMode,
  specListOf,
  specPayload,
} from "./spec/spec-payload";
import { zodReference } from "./zod-reference";

const MODES: readonly SpecMode[] = ["values", "nulls"];
const ENTITY_NAMES = Object.keys(ENTITIES) as EntityName[];

function definitionOf(name: EntityName): ObjectDef {
  const { node } = ENTITIES[name];
  if (node.kind !== "object") throw new Error(`${name} is not an object`);
  return node.def;
}

/** Every (mode, variant) pair a payload is built for. */
const CASES = MODES.flatMap((mode) =>
  Array.from({ length: SPEC_VARIANTS }, (_, variant) => ({ mode, variant })),
);

describe("payloads of the spec's era: only the fields billing.md lists for each entity", () => {
  it("our definitions hold every field billing.md lists, and billing.md has a list for every definition a spec payload reaches", () => {
    const definitions = new Map<string, ObjectDef>();
    for (const name of ENTITY_NAMES) definitionsUnder(ENTITIES[name].node, definitions);
    const missing: string[] = [];
    for (const [entity, list] of Object.entries(SPEC_ENTITY_LISTS)) {
      const definition = definitions.get(entity);
      if (!definition) {
        missing.push(`${entity}: no definition`);
        continue;
      }
      const names = fieldNamesOf(definition);
      for (const field of list) if (!names.has(field)) missing.push(`${entity}.${field}`);
    }
    expect(missing).toEqual([]);
    for (const name of ENTITY_NAMES) expect(() => specListOf(definitionOf(name))).not.toThrow();
  });

  it.each(ENTITY_NAMES)(
    "%s: a payload with only billing.md's fields parses (wire schema, client form, back to the same wire JSON)",
    (name) => {
      const problems: string[] = [];
      for (const { mode, variant } of CASES) {
        const where = `${name} ${mode} #${variant}`;
        const text = JSON.stringify(specPayload(definitionOf(name), mode, variant));
        const parsed = entityWireSchemas[name].safeParse(JSON.parse(text));
        if (!parsed.success) {
          for (const issue of parsed.error.issues.slice(0, 5))
            problems.push(`${where}: ${issue.path.join(".")}: ${issue.message}`);
          continue;
        }
        const client = toClient(name, parsed.data);
        if (JSON.stringify(toWire(name, client)) !== text)
          problems.push(`${where}: toWire does not give the wire JSON back`);
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(EVENT_TYPES)(
    "%s: an event {type, data} with only billing.md's fields parses as that event, the compiled path agreeing with zod, and passes the JSON Schema",
    (type) => {
      const problems: string[] = [];
      const definition = definitionOf(WEBHOOK_EVENT_ENTITIES[type]);
      const jsonSchema = webhookEventJsonSchema(type);
      for (const { mode, variant } of CASES) {
        const where = `${type} ${mode} #${variant}`;
        const text = JSON.stringify({ type, data: specPayload(definition, mode, variant) });
        const reference = zodReference(JSON.parse(text));
        if (!reference.success) {
          for (const issue of reference.error.issues.slice(0, 5))
            problems.push(`${where}: ${issue.path.join(".")}: ${issue.message}`);
          continue;
        }
        const event = parseWebhookEvent(JSON.parse(text));
        if (!event.known || event.type !== type) problems.push(`${where}: not parsed as ${type}`);
        expect(event, where).toStrictEqual(reference.data);
        if (JSON.stringify(toWire("event", event)) !== text)
          problems.push(`${where}: toWire does not give the wire JSON back`);
        for (const error of checkJsonSchema(jsonSchema, JSON.parse(text)).slice(0, 5))
          problems.push(`${where}: JSON Schema: ${error}`);
      }
      expect(problems).toEqual([]);
    },
  );

  it("guards the checkout of the spec's era, which has no is_business_customer", () => {
    const data = specPayload(definitionOf("checkout"), "values", 0) as Record<string, unknown>;
    expect(data).not.toHaveProperty("is_business_customer");
    const event = parseWebhookEvent({ type: "checkout.created", data });
    expect(event.known && event.type === "checkout.created" && event.data.isBusinessCustomer).toBe(
      undefined,
    );
  });
});
