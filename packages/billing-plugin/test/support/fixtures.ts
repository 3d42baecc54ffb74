import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

type Json = Record<string, unknown>;

const require = createRequire(import.meta.url);

/** billing-types' example platform payload (real shapes, every field), by event type. */
export function fixture(eventType: string): { type: string; timestamp?: string; data: Json } {
  const path = require.resolve(`@tollgate/billing-types/fixtures/${eventType}.json`);
  return JSON.parse(readFileSync(path, "utf8"));
}

/** The fixture's entity with fields replaced. */
export function entity(eventType: string, changes: Json = {}): Json {
  return { ...fixture(eventType).data, ...changes };
}
