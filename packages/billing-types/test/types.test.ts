import { describe, expectTypeOf, it } from "vitest";
import {
  type Benefit,
  type BenefitPublic,
  type BenefitWire,
  type Checkout,
  type CheckoutDiscount,
  type CheckoutProduct,
  type Customer,
  type CustomerState,
  type CustomField,
  type Discount,
  isKnownBenefitType,
  type KnownBenefit,
  type KnownDiscount,
  type KnownPrice,
  type Order,
  type OrderProduct,
  type OrderSubscription,
  type OrderWire,
  type Organization,
  type Price,
  type PriceMeter,
  parseWebhookEvent,
  type Refund,
  toClient,
  toWire,
  type WebhookEvent,
  type WebhookEventOf,
} from "../src";
import { fixture } from "./load-fixture";

function isKnown<T extends { type: string }, K extends T>(
  value: T,
  guard: (type: unknown) => boolean,
): value is K {
  return guard(value.type);
}

describe("types: narrowing picks the right data type", () => {
  it("narrows events on known + type", () => {
    const event: WebhookEvent = parseWebhookEvent(fixture("order.paid"));
    if (event.known) {
      if (event.type === "order.paid") expectTypeOf(event.data).toEqualTypeOf<Order>();
      if (event.type === "refund.created") expectTypeOf(event.data).toEqualTypeOf<Refund>();
      if (event.type === "organization.updated") {
        expectTypeOf(event.data).toEqualTypeOf<Organization>();
        // Sent by both API ages, possibly null; its flags default to false in the client form.
        expectTypeOf(event.data.featureSettings).toBeNullable();
        if (event.data.featureSettings) {
          expectTypeOf(event.data.featureSettings.issueFundingEnabled).toEqualTypeOf<boolean>();
          expectTypeOf(event.data.featureSettings.walletsEnabled).toEqualTypeOf<boolean>();
        }
      }
    } else {
      expectTypeOf(event.data).toBeUnknown();
      expectTypeOf(event.type).toBeString();
    }
    expectTypeOf<
      WebhookEventOf<"customer.state_changed">["data"]["activeMeters"][number]
    >().toEqualTypeOf<{
      id?: string;
      createdAt?: Date;
      modifiedAt?: Date | null;
      meterId: string;
      consumedUnits: number;
      creditedUnits: number;
      balance: number;
    }>();
    expectTypeOf<WebhookEventOf<"order.paid">["timestamp"]>().toEqualTypeOf<Date | undefined>();
  });

  it("gives nested slim shapes their own types instead of the full entity's", () => {
    expectTypeOf<Order["product"]>().toEqualTypeOf<OrderProduct | null>();
    expectTypeOf<OrderProduct>().not.toHaveProperty("prices");
    expectTypeOf<Order["subscription"]>().toEqualTypeOf<OrderSubscription | null>();
    expectTypeOf<OrderSubscription>().not.toHaveProperty("customer");
    expectTypeOf<Checkout["products"][number]>().toEqualTypeOf<CheckoutProduct>();
    expectTypeOf<CheckoutProduct["benefits"][number]>().toEqualTypeOf<BenefitPublic>();
    expectTypeOf<BenefitPublic>().not.toHaveProperty("properties");
    expectTypeOf<CheckoutProduct>().not.toHaveProperty("metadata");
    expectTypeOf<Checkout["discount"]>().toEqualTypeOf<CheckoutDiscount | null>();
    expectTypeOf<CheckoutDiscount>().not.toHaveProperty("redemptionsCount");
    expectTypeOf<CustomerState["activeSubscriptions"][number]>().not.toHaveProperty("customerId");
  });

  it("types optional what the platform may omit and nullable what it sends as null", () => {
    // Named by billing.md and sent by both API ages: required; null allowed where either sends null.
    expectTypeOf<Customer["createdAt"]>().toEqualTypeOf<Date>();
    expectTypeOf<Customer["modifiedAt"]>().toEqualTypeOf<Date | null>();
    expectTypeOf<Customer["avatarUrl"]>().toEqualTypeOf<string | null>();
    // Not named by billing.md's list of the entity: a payload of the spec's era may leave it out.
    expectTypeOf<Order["createdAt"]>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<Order["modifiedAt"]>().toEqualTypeOf<Date | null | undefined>();
    expectTypeOf<Refund["createdAt"]>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<Organization["modifiedAt"]>().toEqualTypeOf<Date | null | undefined>();
    expectTypeOf<Checkout["isBusinessCustomer"]>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<Checkout["customerBillingName"]>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<Price["id"]>().toEqualTypeOf<string | undefined>();
    // Sent by one API age only: optional.
    expectTypeOf<Order["userId"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Order["dueAmount"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Price["type"]>().toEqualTypeOf<
      "one_time" | "recurring" | (string & {}) | undefined
    >();
    // Today's API: a team customer may have no email.
    expectTypeOf<Customer["email"]>().toEqualTypeOf<string | null | undefined>();
  });

  it("narrows prices on amountType", () => {
    const price = {} as KnownPrice;
    if (price.amountType === "fixed") expectTypeOf(price.priceAmount).toEqualTypeOf<number>();
    if (price.amountType === "metered_unit") {
      expectTypeOf(price.meter).toEqualTypeOf<PriceMeter>();
      expectTypeOf(price.meter.name).toBeString();
      // A decimal string: a unit may cost a fraction of a cent.
      expectTypeOf(price.unitAmount).toEqualTypeOf<string>();
      expectTypeOf(price).not.toHaveProperty("priceAmount");
    }
    if (price.amountType === "seat_based") {
      expectTypeOf(price.seatTiers.tiers).items.toHaveProperty("pricePerSeat");
    }
    if (price.amountType === "free") expectTypeOf(price).not.toHaveProperty("priceAmount");
    expectTypeOf<Price["amountType"]>().toEqualTypeOf<
      "free" | "fixed" | "custom" | "metered_unit" | "seat_based" | (string & {})
    >();
  });

  it("narrows benefits on type (after the known guard)", () => {
    const benefit = {} as Benefit;
    if (isKnown<Benefit, KnownBenefit>(benefit, isKnownBenefitType)) {
      if (benefit.type === "discord") {
        expectTypeOf(benefit.properties).toEqualTypeOf<{
          guildId: string;
          roleId: string;
          kickMember?: boolean;
          guildToken: string;
        }>();
      }
      if (benefit.type === "meter_credit") {
        expectTypeOf(benefit.properties).toEqualTypeOf<{
          units: number;
          rollover: boolean;
          meterId: string;
        }>();
      }
      if (benefit.type === "github_repository") {
        expectTypeOf(benefit.properties.permission).toEqualTypeOf<
          "pull" | "triage" | "push" | "maintain" | "admin" | (string & {})
        >();
      }
    }
    expectTypeOf<Extract<BenefitWire, { type: "license_keys" }>["properties"]>().toHaveProperty(
      "limit_usage",
    );
  });

  it("narrows discounts on type and duration independently", () => {
    const discount = {} as KnownDiscount;
    if (discount.type === "fixed") expectTypeOf(discount.amount).toEqualTypeOf<number>();
    if (discount.type === "percentage") expectTypeOf(discount.basisPoints).toEqualTypeOf<number>();
    if (discount.duration === "repeating")
      expectTypeOf(discount.durationInMonths).toEqualTypeOf<number>();
    expectTypeOf<Discount["createdAt"]>().toEqualTypeOf<Date>();
  });

  it("narrows custom fields on type", () => {
    const field = {} as CustomField;
    if (field.type === "select" && "properties" in field && "options" in field.properties) {
      expectTypeOf(field.properties.options).toEqualTypeOf<{ value: string; label: string }[]>();
    }
  });

  it("derives snake_case wire keys and Date client values from one definition", () => {
    expectTypeOf<OrderWire["billing_address"]>().toEqualTypeOf<{
      line1?: string | null;
      line2?: string | null;
      postal_code?: string | null;
      city?: string | null;
      state?: string | null;
      country: string;
    } | null>();
    expectTypeOf<Order["customer"]["createdAt"]>().toEqualTypeOf<Date>();
    expectTypeOf<OrderWire["customer"]["created_at"]>().toEqualTypeOf<string>();
    expectTypeOf<OrderWire["customer"]["tax_id"]>().toEqualTypeOf<[string, string] | null>();
    expectTypeOf<Order["metadata"]>().toEqualTypeOf<Record<string, string | number | boolean>>();
    expectTypeOf(toClient<"order">).returns.toEqualTypeOf<Order>();
    expectTypeOf(toWire<"order">).returns.toEqualTypeOf<OrderWire>();
  });
});
