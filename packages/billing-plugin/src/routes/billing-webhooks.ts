import { createAuthEndpoint } from "@tollgate/auth-server";
import { createWebhookVerifier, type WebhookVerifier } from "@tollgate/webhook-verifier";
import { webhookAcknowledgementAnswer } from "../answers";
import { billingError } from "../billing-error";
import type { BillingWebhookOptions } from "../options";
import { applyDelivery, type DeliveryOutcome } from "../webhooks/apply-delivery";
import { readDelivery } from "../webhooks/read-delivery";

export type BillingWebhooksEndpoint = ReturnType<typeof createBillingWebhooks<"/billing/webhooks">>;
/** The alias, typed with its own path (a path typed `string` would hide every client method). */
export type PolarWebhooksEndpoint = ReturnType<typeof createBillingWebhooks<"/polar/webhooks">>;

/** What every acknowledged delivery answers (200). */
export interface WebhookAcknowledgement {
  received: true;
  outcome: DeliveryOutcome;
}

/**
 * POST /billing/webhooks (and its alias /polar/webhooks): the platform's deliveries. The raw
 * body (`cloneRequest`) is verified, the event parsed and applied once (see applyDelivery).
 * Answers 200 `{ received, outcome }` for applied, duplicate, stale and unknown-type deliveries;
 * 400/401 for a malformed or unauthentic one; 500 WEBHOOK_HANDLER_FAILED when a handler threw
 * (nothing kept, so the platform's retry runs it again).
 */
export function createBillingWebhooks<Path extends string>(
  path: Path,
  webhooks: BillingWebhookOptions | undefined,
) {
  let verifier: WebhookVerifier | undefined;
  if (webhooks) {
    verifier = createWebhookVerifier({
      secret: webhooks.secret,
      keyEncoding: webhooks.keyEncoding ?? "utf8",
      ...(webhooks.toleranceSeconds === undefined
        ? {}
        : { toleranceSeconds: webhooks.toleranceSeconds }),
    });
  }
  return createAuthEndpoint(
    path,
    {
      method: "POST",
      cloneRequest: true,
      metadata: {
        isAction: false,
        openapi: { summary: "The payment platform's webhook deliveries (signed)" },
        responseSchema: webhookAcknowledgementAnswer,
      },
    },
    async (ctx): Promise<WebhookAcknowledgement> => {
      if (!webhooks || !verifier) throw billingError("NOT_FOUND", "WEBHOOKS_ARE_NOT_CONFIGURED");
      const request = ctx.request;
      if (!request?.body)
        throw billingError(
          "BAD_REQUEST",
          "RAW_BODY_REQUIRED_BUT_THE_REQUEST_BODY_WAS_ALREADY_PARSED",
        );
      const delivery = await readDelivery(verifier, request);
      const { logger, adapter } = ctx.context;
      let outcome: DeliveryOutcome;
      try {
        outcome = await applyDelivery(adapter, delivery, webhooks);
      } catch (error) {
        logger.error(
          `billing: webhook ${delivery.webhookId} (${delivery.event.type}) failed and was not kept; the platform will retry it`,
          error,
        );
        throw billingError("INTERNAL_SERVER_ERROR", "WEBHOOK_HANDLER_FAILED");
      }
      if (outcome === "unknown_type")
        logger.warn(
          `billing: webhook ${delivery.webhookId} has an event type this version does not know (${delivery.event.type}): acknowledged, not dispatched`,
        );
      return { received: true, outcome };
    },
  );
}
