import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "../../src";
import type { Schema } from "./zod-walk";

/** The payments platform's own SDK, in the two API ages the platform still sends. */
export interface SdkVersion {
  /** `2025`: the spring-2025 API the spec was written from; `today`: today's API. */
  readonly age: "2025" | "today";
  readonly label: string;
  /** The SDK's inbound (wire → its client form) schema of an event payload. */
  payloadSchema(type: string): Promise<Schema>;
}

/** `order.paid` → `OrderPaid`, `customer.state_changed` → `CustomerStateChanged`. */
function pascal(type: string): string {
  return type
    .split(/[._]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}

function isSchema(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && "_zod" in value;
}

function sdk(
  age: SdkVersion["age"],
  label: string,
  load: (file: string) => Promise<Record<string, unknown>>,
): SdkVersion {
  return {
    age,
    label,
    async payloadSchema(type) {
      const name = pascal(type);
      const module = await load(`webhook${name.toLowerCase()}payload.js`);
      const schema = module[`Webhook${name}Payload$inboundSchema`];
      if (!isSchema(schema)) throw new Error(`${label} has no payload schema for ${type}`);
      return schema;
    },
  };
}

// Each SDK is a devDependency under an alias (package.json); vitest inlines it (vitest.config.ts).
export const SDK_VERSIONS: readonly SdkVersion[] = [
  sdk(
    "2025",
    "@polar-sh/sdk@0.32.16",
    (file) => import(/* @vite-ignore */ `polar-sdk-2025/models/components/${file}`),
  ),
  sdk(
    "today",
    "@polar-sh/sdk@0.49.0",
    (file) => import(/* @vite-ignore */ `polar-sdk-today/models/components/${file}`),
  ),
];

export const EVENT_TYPES: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES;
