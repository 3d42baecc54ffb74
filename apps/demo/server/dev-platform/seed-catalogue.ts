import type { ProductRecord } from "./records";

/** The seller the stand-in plays: one organization, like a platform account with one shop. */
export const DEV_ORGANIZATION = {
  id: "0d3c1a52-6b8e-4f0a-9c47-2e5d7b1a9f30",
  name: "Tollgate Demo Shop",
  slug: "tollgate-demo-shop",
} as const;

const SEEDED_AT = new Date("2026-01-05T09:00:00.000Z");

/**
 * The products on sale, with fixed ids so that a configuration can name them: a monthly
 * subscription and a one-time purchase, each with a benefit granted on payment.
 */
export function seededProducts(): ProductRecord[] {
  return [
    {
      id: "7a1f4c2e-5b3d-4e8a-9f61-0c2b8d4e6a11",
      createdAt: SEEDED_AT,
      name: "Pro monthly",
      description: "Everything in the demo, with the Pro features, billed every month.",
      recurringInterval: "month",
      priceId: "7a1f4c2e-5b3d-4e8a-9f61-0c2b8d4e6a12",
      priceAmount: 1200,
      currency: "usd",
      benefits: [
        {
          id: "7a1f4c2e-5b3d-4e8a-9f61-0c2b8d4e6a13",
          createdAt: SEEDED_AT,
          description: "Pro features",
          note: "Unlimited projects and priority support.",
        },
      ],
      metadata: { slug: "pro-monthly" },
    },
    {
      id: "3e9b6d1a-2c4f-4a7e-8b50-9d1e3f5a7c21",
      createdAt: SEEDED_AT,
      name: "Lifetime",
      description: "Pay once, keep the Pro features for good.",
      recurringInterval: null,
      priceId: "3e9b6d1a-2c4f-4a7e-8b50-9d1e3f5a7c22",
      priceAmount: 14900,
      currency: "usd",
      benefits: [
        {
          id: "3e9b6d1a-2c4f-4a7e-8b50-9d1e3f5a7c23",
          createdAt: SEEDED_AT,
          description: "Lifetime licence",
          note: "The Pro features, for as long as the demo runs.",
        },
      ],
      metadata: { slug: "lifetime" },
    },
  ];
}
