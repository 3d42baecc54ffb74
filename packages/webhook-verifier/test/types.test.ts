import type { IncomingHttpHeaders } from "node:http";
import type { UnknownWebhookEvent, WebhookEvent, WebhookEventOf } from "@tollgate/billing-types";
import { describe, expectTypeOf, it } from "vitest";
import {
  createWebhookHandler,
  createWebhookVerifier,
  type VerifiedWebhookEvent,
  type WebhookContext,
  type WebhookHeaders,
} from "../src/index.js";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

describe("types", () => {
  it("handlers narrow by event type and reject unknown keys", () => {
    createWebhookHandler({
      secret: SECRET,
      on: {
        "subscription.canceled": (event, context) => {
          expectTypeOf(event).toEqualTypeOf<WebhookEventOf<"subscription.canceled">>();
          expectTypeOf(event.type).toEqualTypeOf<"subscription.canceled">();
          expectTypeOf(context).toEqualTypeOf<WebhookContext>();
        },
        // @ts-expect-error: not an event type of the spec
        "order.exploded": () => undefined,
      },
      onUnknown: (event) => {
        expectTypeOf(event).toEqualTypeOf<UnknownWebhookEvent>();
      },
    });
  });

  it("verifyAndParse returns the billing WebhookEvent union", () => {
    const verifier = createWebhookVerifier({ secret: SECRET });
    expectTypeOf(verifier.verifyAndParse).returns.resolves.toEqualTypeOf<WebhookEvent>();
    expectTypeOf(
      verifier.verifyAndParseRequest,
    ).returns.resolves.toEqualTypeOf<VerifiedWebhookEvent>();
  });

  it("accepts every header shape", () => {
    expectTypeOf<Headers>().toExtend<WebhookHeaders>();
    expectTypeOf<IncomingHttpHeaders>().toExtend<WebhookHeaders>();
    expectTypeOf<Record<string, string>>().toExtend<WebhookHeaders>();
  });
});
