import { describe, expect, it } from "vitest";
import { createDevPlatform } from "../server/dev-platform";
import { createPricingCatalogue } from "../server/pricing-catalogue";

const TOKEN = "polar_oat_catalogue";

function standIn() {
  return createDevPlatform({
    baseUrl: "http://demo.test/dev-platform",
    accessToken: TOKEN,
    webhookUrl: "http://demo.test/api/auth/billing/webhooks",
    webhookSecret: "polar_whs_catalogue",
  });
}

describe("the Pricing page's products, from the platform's product list", () => {
  it("lists each product with its fixed price, interval and benefits", async () => {
    const platform = standIn();
    const catalogue = createPricingCatalogue({
      apiBaseUrl: platform.apiBaseUrl,
      accessToken: TOKEN,
      fetch: (input, init) => platform.handle(new Request(input, init)),
    });
    expect(await catalogue.list()).toEqual([
      {
        id: "7a1f4c2e-5b3d-4e8a-9f61-0c2b8d4e6a11",
        name: "Pro monthly",
        description: "Everything in the demo, with the Pro features, billed every month.",
        recurringInterval: "month",
        priceAmount: 1200,
        currency: "usd",
        benefits: [{ id: "7a1f4c2e-5b3d-4e8a-9f61-0c2b8d4e6a13", description: "Pro features" }],
      },
      {
        id: "3e9b6d1a-2c4f-4a7e-8b50-9d1e3f5a7c21",
        name: "Lifetime",
        description: "Pay once, keep the Pro features for good.",
        recurringInterval: null,
        priceAmount: 14900,
        currency: "usd",
        benefits: [{ id: "3e9b6d1a-2c4f-4a7e-8b50-9d1e3f5a7c23", description: "Lifetime licence" }],
      },
    ]);
  });

  it("asks the platform at most once a minute, and again after a failure", async () => {
    const platform = standIn();
    let clock = 0;
    let asked = 0;
    let down = true;
    const catalogue = createPricingCatalogue({
      apiBaseUrl: platform.apiBaseUrl,
      accessToken: TOKEN,
      now: () => clock,
      fetch: async (input, init) => {
        asked += 1;
        if (down) return new Response("Service Unavailable", { status: 503 });
        return platform.handle(new Request(input, init));
      },
    });
    await expect(catalogue.list()).rejects.toThrow(
      "the payments platform answered 503 to the product list",
    );
    down = false;
    expect(await catalogue.list()).toHaveLength(2);
    expect(await catalogue.list()).toHaveLength(2);
    expect(asked).toBe(2);
    clock += 61_000;
    await catalogue.list();
    expect(asked).toBe(3);
  });

  it("fails in words when the token is refused", async () => {
    const platform = standIn();
    const catalogue = createPricingCatalogue({
      apiBaseUrl: platform.apiBaseUrl,
      accessToken: "wrong",
      fetch: (input, init) => platform.handle(new Request(input, init)),
    });
    await expect(catalogue.list()).rejects.toThrow(
      "the payments platform answered 401 to the product list",
    );
  });
});
