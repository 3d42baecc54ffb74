import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

type Json = Record<string, unknown>;

/** A recorded platform payload of billing-types' fixtures (real shapes, every field), by event type. */
export function fixture(eventType: string): { type: string; timestamp?: string; data: Json } {
  const path = fileURLToPath(
    new URL(`../../../billing-types/test/fixtures/${eventType}.json`, import.meta.url),
  );
  return JSON.parse(readFileSync(path, "utf8"));
}

/** The fixture's entity with fields replaced. */
export function entity(eventType: string, changes: Json = {}): Json {
  return { ...fixture(eventType).data, ...changes };
}
