import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** billing-types' realistic wire payloads, one per event type (read-only). */
export const FIXTURES_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "..",
  "billing-types",
  "test",
  "fixtures",
);

export function fixtureText(type: string): string {
  return readFileSync(join(FIXTURES_DIR, `${type}.json`), "utf8");
}

export function fixtureTypes(): string[] {
  return readdirSync(FIXTURES_DIR)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length));
}
