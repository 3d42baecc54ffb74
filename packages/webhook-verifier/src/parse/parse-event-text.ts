import { validateWirePayload, type WebhookEvent } from "@tollgate/billing-types";
import { WebhookPayloadError } from "../errors/webhook-payload-error.js";

/**
 * The verified body as a typed billing event (client form: camelCase, Date objects). An unknown
 * event type is kept with `known: false`; a body that is not JSON or not a valid event is a
 * {@link WebhookPayloadError} listing each problem with its JSON path.
 */
export function parseEventText(text: string): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new WebhookPayloadError("WEBHOOK_PAYLOAD_IS_NOT_VALID_JSON");
  }
  const result = validateWirePayload(json);
  if (!result.ok)
    throw new WebhookPayloadError("WEBHOOK_PAYLOAD_IS_NOT_A_VALID_EVENT", result.issues);
  return result.event;
}
