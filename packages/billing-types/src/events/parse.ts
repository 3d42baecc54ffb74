import type { z } from "zod";
import { compiledEventToClient, INVALID } from "../compile";
import { convertEvent } from "./convert-event";
import { webhookEventWireSchema } from "./event-schema";
import type { WebhookEvent, WebhookEventWire } from "./webhook-event";

export type SafeParseWebhookEventResult =
  | { success: true; data: WebhookEvent }
  | { success: false; error: z.ZodError };

export interface WirePayloadIssue {
  /** Where the bad value is, e.g. `data.items[0].amount`. */
  path: string;
  message: string;
}

export type ValidateWirePayloadResult =
  | { ok: true; event: WebhookEvent }
  | { ok: false; issues: WirePayloadIssue[] };

function eventToClient(wire: WebhookEventWire): WebhookEvent {
  // convertEvent builds the client form of a payload the wire schema has just accepted.
  return convertEvent(wire, "toClient") as WebhookEvent;
}

/**
 * Validates a wire payload (JSON already parsed) and returns the event in client form. The
 * compiled validator/converter answers a valid payload in one pass; whenever it finds anything
 * it is not sure of, the zod schema decides and names every bad path, exactly as before.
 */
export function safeParseWebhookEvent(json: unknown): SafeParseWebhookEventResult {
  const fast = compiledEventToClient(json);
  if (fast !== INVALID) return { success: true, data: fast };
  const checked = webhookEventWireSchema.safeParse(json);
  if (!checked.success) return { success: false, error: checked.error };
  return { success: true, data: eventToClient(checked.data) };
}

/**
 * Validates a wire payload and returns the event in client form; throws a ZodError whose issues
 * name the path of every bad field. An unknown event type is returned with `known: false`.
 */
export function parseWebhookEvent(json: unknown): WebhookEvent {
  const result = safeParseWebhookEvent(json);
  if (!result.success) throw result.error;
  return result.data;
}

/** Validates a wire payload and returns it unchanged (same object, every key kept in place). */
export function parseWebhookEventWire(json: unknown): WebhookEventWire {
  return webhookEventWireSchema.parse(json);
}

/** `a.b[0].c` from a zod issue path. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let text = "";
  for (const part of path) {
    if (typeof part === "number") text += `[${part}]`;
    else text += text === "" ? String(part) : `.${String(part)}`;
  }
  return text;
}

/** The CLI-friendly form of `safeParseWebhookEvent`: every issue as a path and a message. */
export function validateWirePayload(json: unknown): ValidateWirePayloadResult {
  const result = safeParseWebhookEvent(json);
  if (result.success) return { ok: true, event: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: formatIssuePath(issue.path),
      message: issue.message,
    })),
  };
}
