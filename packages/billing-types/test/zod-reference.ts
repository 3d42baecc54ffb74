import type { z } from "zod";
import { convertEvent, type WebhookEvent, webhookEventWireSchema } from "../src";

export type ReferenceResult =
  | { success: true; data: WebhookEvent }
  | { success: false; error: z.ZodError };

/**
 * What `safeParseWebhookEvent` did before the compiled path: the zod wire schema, then the
 * definition walk `convertEvent`. The compiled path must agree with it on every payload.
 */
export function zodReference(json: unknown): ReferenceResult {
  const checked = webhookEventWireSchema.safeParse(json);
  if (!checked.success) return { success: false, error: checked.error };
  // convertEvent builds the client form of a payload the schema has just accepted.
  return { success: true, data: convertEvent(checked.data, "toClient") as WebhookEvent };
}
