import { productWireSchema } from "@tollgate/billing-types";
import { z } from "zod";
import type { PricingProduct } from "../shared/billing";

/** The platform's product list is asked at most once a minute. */
const CACHE_MS = 60_000;

const productPage = z.object({ items: z.array(z.unknown()) });

/**
 * The Pricing page's products: the organization's unarchived products on the platform (GET
 * /v1/products/), each with its first fixed price and its benefits.
 */
export function createPricingCatalogue(options: {
  apiBaseUrl: string;
  accessToken: string;
  fetch?: typeof fetch;
  now?: () => number;
}): { list(): Promise<PricingProduct[]> } {
  const fetcher = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let cached: { at: number; products: Promise<PricingProduct[]> } | null = null;

  async function load(): Promise<PricingProduct[]> {
    const response = await fetcher(
      `${options.apiBaseUrl}/v1/products/?is_archived=false&limit=100`,
      {
        headers: { authorization: `Bearer ${options.accessToken}`, accept: "application/json" },
        signal: AbortSignal.timeout(10_000),
      },
    );
    if (!response.ok) {
      throw new Error(`the payments platform answered ${response.status} to the product list`);
    }
    const page = productPage.parse(await response.json());
    return page.items.flatMap((item) => {
      const product = productWireSchema.parse(item);
      const price = fixedPriceOf(product.prices);
      if (!price || product.is_archived) return [];
      return [
        {
          id: product.id,
          name: product.name,
          description: product.description ?? null,
          recurringInterval: product.recurring_interval ?? null,
          priceAmount: price.amount,
          currency: price.currency,
          benefits: product.benefits.map((benefit) => ({
            id: benefit.id,
            description: benefit.description,
          })),
        },
      ];
    });
  }

  return {
    list() {
      if (!cached || now() - cached.at > CACHE_MS) {
        const products = load();
        cached = { at: now(), products };
        // A failed load is not kept: the next visitor asks again.
        products.catch(() => {
          if (cached?.products === products) cached = null;
        });
      }
      return cached.products;
    },
  };
}

type WirePrice = ReturnType<typeof productWireSchema.parse>["prices"][number];

/** The first fixed, unarchived price: the Pricing page shows and sells that one. */
function fixedPriceOf(prices: WirePrice[]): { amount: number; currency: string } | null {
  for (const price of prices) {
    if (price.amount_type === "fixed" && !price.is_archived && "price_amount" in price) {
      return { amount: price.price_amount, currency: price.price_currency };
    }
  }
  return null;
}
