import type { WebhookEventType } from "../../src";
import { generatePayload, type Mode, variantCount } from "./payload-generator";
import type { SdkVersion } from "./sdk-versions";
import type { Schema } from "./zod-walk";

export interface GeneratedPayload {
  readonly sdk: SdkVersion;
  readonly type: WebhookEventType;
  readonly mode: Mode;
  readonly variant: number;
  /** The wire JSON, compact, as the platform sends it. */
  readonly text: string;
  /** The SDK's own schema for this payload (the oracle). */
  readonly sdkSchema: Schema;
}

const MODES: readonly Mode[] = ["minimal", "nulls", "maximal"];

/**
 * Every payload the generator makes from one SDK's schema of one event type: each mode, and as
 * many variants as it takes for every union member to appear (duplicates dropped).
 */
export async function generatedPayloads(
  sdk: SdkVersion,
  type: WebhookEventType,
): Promise<GeneratedPayload[]> {
  const sdkSchema = await sdk.payloadSchema(type);
  const variants = variantCount(sdkSchema);
  const seen = new Set<string>();
  const payloads: GeneratedPayload[] = [];
  for (const mode of MODES) {
    // All-null payloads differ little between variants: one is enough.
    for (let variant = 0; variant < (mode === "nulls" ? 1 : variants); variant++) {
      const text = JSON.stringify(generatePayload(sdkSchema, mode, variant));
      if (seen.has(text)) continue;
      seen.add(text);
      payloads.push({ sdk, type, mode, variant, text, sdkSchema });
    }
  }
  return payloads;
}

/** Where a generated payload came from, for test messages. */
export function describePayload(payload: GeneratedPayload): string {
  return `${payload.sdk.label} ${payload.type} ${payload.mode} #${payload.variant}`;
}
