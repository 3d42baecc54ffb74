import { describe, expectTypeOf, it } from "vitest";
import {
  type Benefit,
  type BenefitWire,
  type CustomField,
  type Discount,
  isKnownBenefitType,
  type KnownBenefit,
  type KnownDiscount,
  type KnownPrice,
  type Order,
  type OrderWire,
  type Organization,
  type Price,
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
        expectTypeOf(event.data.featureSettings).toEqualTypeOf<
          { issueFundingEnabled: boolean; usageBasedBillingEnabled: boolean } | null | undefined
        >();
      }
    } else {
      expectTypeOf(event.data).toBeUnknown();
      expectTypeOf(event.type).toBeString();
    }
    expectTypeOf<
      WebhookEventOf<"customer.state_changed">["data"]["activeMeters"][number]
    >().toEqualTypeOf<{
      meterId: string;
      consumedUnits: number;
      creditedUnits: number;
      balance: number;
    }>();
  });

  it("narrows prices on amountType", () => {
    const price = {} as KnownPrice;
    if (price.amountType === "fixed") expectTypeOf(price.priceAmount).toEqualTypeOf<number>();
    if (price.amountType === "metered_unit") {
      expectTypeOf(price.meter).toEqualTypeOf<{ id: string; name: string }>();
      expectTypeOf(price).not.toHaveProperty("priceAmount");
    }
    if (price.amountType === "free") expectTypeOf(price).not.toHaveProperty("priceAmount");
    expectTypeOf<Price["amountType"]>().toEqualTypeOf<
      "free" | "fixed" | "custom" | "metered_unit" | (string & {})
    >();
  });

  it("narrows benefits on type (after the known guard)", () => {
    const benefit = {} as Benefit;
    if (isKnown<Benefit, KnownBenefit>(benefit, isKnownBenefitType)) {
      if (benefit.type === "discord") {
        expectTypeOf(benefit.properties).toEqualTypeOf<{
          guildId: string;
          roleId: string;
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
    expectTypeOf<OrderWire["billing_address"]>().toEqualTypeOf<
      | {
          line1?: string | null;
          line2?: string | null;
          postal_code?: string | null;
          city?: string | null;
          state?: string | null;
          country: string;
        }
      | null
      | undefined
    >();
    expectTypeOf<Order["customer"]["createdAt"]>().toEqualTypeOf<Date>();
    expectTypeOf<OrderWire["customer"]["created_at"]>().toEqualTypeOf<string>();
    expectTypeOf<OrderWire["customer"]["tax_id"]>().toEqualTypeOf<
      [string, string] | null | undefined
    >();
    expectTypeOf<Order["metadata"]>().toEqualTypeOf<Record<string, string | number | boolean>>();
    expectTypeOf(toClient<"order">).returns.toEqualTypeOf<Order>();
    expectTypeOf(toWire<"order">).returns.toEqualTypeOf<OrderWire>();
  });
});
