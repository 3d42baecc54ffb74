import { describe, expect, it } from "vitest";
import { z } from "zod";
import { clientDocumentSchema, type EntityName, entityWireSchemas, toClient } from "../src";
import { fixture } from "./load-fixture";

type Json = Record<string, unknown>;

/** What a server's JSON answer of the entity is: its client form through JSON.stringify. */
function answeredJson(name: EntityName, wire: unknown): unknown {
  return JSON.parse(JSON.stringify(toClient(name, entityWireSchemas[name].parse(wire))));
}

const ENTITY_FIXTURES: readonly (readonly [EntityName, Parameters<typeof fixture>[0]])[] = [
  ["customerState", "customer.state_changed"],
  ["order", "order.paid"],
  ["order", "order.refunded"],
  ["subscription", "subscription.active"],
  ["subscription", "subscription.canceled"],
  ["checkout", "checkout.created"],
  ["product", "product.created"],
];

describe("clientDocumentSchema: the JSON of an entity's client form", () => {
  it.each(ENTITY_FIXTURES)("describes the answered %s of the %s fixture", (name, type) => {
    const answer = answeredJson(name, fixture(type).data);
    expect(clientDocumentSchema(name).safeParse(answer).error?.issues ?? []).toEqual([]);
  });

  it("is not the wire form: snake_case keys miss the client's names", () => {
    const wire = fixture("order.paid").data as Json;
    const issues = clientDocumentSchema("order").safeParse(wire).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join("."))).toContain("totalAmount");
  });

  it("embeds in another document: a meter's self-referring filter is written out, no $ref or $defs", () => {
    const text = JSON.stringify(z.toJSONSchema(clientDocumentSchema("meter")));
    expect(text).not.toContain("$ref");
    expect(text).not.toContain("$defs");
    expect(text).toContain("Nested deeper than 4 levels");
  });

  it("holds dates as ISO text and a known union variant to its shape", () => {
    const answer = answeredJson("order", fixture("order.paid").data) as Json;
    expect(
      clientDocumentSchema("order").safeParse({ ...answer, createdAt: "yesterday" }).success,
    ).toBe(false);
    const product = answeredJson("product", fixture("product.created").data) as Json;
    const benefits = product.benefits as Json[];
    const benefit = { ...(benefits[1] as Json), properties: { guildId: 7 } };
    const changed = { ...product, benefits: [benefits[0], benefit] };
    expect(clientDocumentSchema("product").safeParse(changed).success).toBe(false);
  });
});
