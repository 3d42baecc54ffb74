import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "../src";

const folder = fileURLToPath(new URL("../fixtures/", import.meta.url));

/** The fixture's JSON text, exactly as a platform would send it. */
export function fixtureText(type: WebhookEventType): string {
  return readFileSync(`${folder}${type}.json`, "utf8");
}

/** A fresh parsed copy of the fixture (tests may mutate it). */
export function fixture(type: WebhookEventType): Record<string, unknown> {
  return JSON.parse(fixtureText(type));
}

export const EVENT_TYPES: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES;
