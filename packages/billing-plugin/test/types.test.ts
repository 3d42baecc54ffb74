import type { CustomerState, Order, Subscription } from "@tollgate/billing-types";
import { describe, expectTypeOf, it } from "vitest";
import type { billing, WebhookHandlers } from "../src/index";

describe("types", () => {
  it("each handler receives its own event type, in client form", () => {
    const handlers: WebhookHandlers = {
      onOrderPaid: (event) => {
        expectTypeOf(event.type).toEqualTypeOf<"order.paid">();
        expectTypeOf(event.data).toEqualTypeOf<Order>();
        // billing.md's Order list does not name createdAt: a 2025 payload may leave it out.
        expectTypeOf(event.data.createdAt).toEqualTypeOf<Date | undefined>();
        expectTypeOf(event.data.customer.createdAt).toEqualTypeOf<Date>();
      },
      onSubscriptionRevoked: (event) => {
        expectTypeOf(event.data).toEqualTypeOf<Subscription>();
      },
      onCustomerStateChanged: (event, context) => {
        expectTypeOf(event.data).toEqualTypeOf<CustomerState>();
        expectTypeOf(context.webhookId).toBeString();
      },
    };
    expectTypeOf(handlers).not.toBeAny();
  });

  it("auth.api has the server-only entitlement checks, answering booleans", () => {
    type Api = ReturnType<typeof billing>["endpoints"];
    expectTypeOf<Awaited<ReturnType<Api["hasActiveSubscription"]>>>().toEqualTypeOf<boolean>();
    expectTypeOf<Awaited<ReturnType<Api["hasBenefit"]>>>().toEqualTypeOf<boolean>();
  });
});
