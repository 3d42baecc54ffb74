import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** billing-types' example wire payloads, one per event type (read-only), as the package ships them. */
export const FIXTURES_DIR = dirname(
  createRequire(import.meta.url).resolve("@tollgate/billing-types/fixtures/order.paid.json"),
);

export function fixtureText(type: string): string {
  return readFileSync(join(FIXTURES_DIR, `${type}.json`), "utf8");
}

export function fixtureTypes(): string[] {
  return readdirSync(FIXTURES_DIR)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length));
}
