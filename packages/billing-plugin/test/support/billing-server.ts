import type { AuthOptions } from "@tollgate/auth-server";
import { createTestAuth, TEST_BASE_URL } from "@tollgate/auth-server/testing";
import { createWebhookSigner } from "@tollgate/webhook-verifier";
import { billing } from "../../src/index";
import type { BillingOptions } from "../../src/options";
import { PLATFORM_TOKEN, PLATFORM_URL } from "./platform-double";

export const WEBHOOK_SECRET = "polar_whs_test_secret_0123456789";

export const PRODUCTS = [{ productId: "9e4c1a7b-2f6d-4b8e-a3c5-1d0f7e2b6a98", slug: "pro" }];

/** Plugin options against the platform double: fast retries, the test webhook secret. */
export function billingOptions(overrides: Partial<BillingOptions> = {}): BillingOptions {
  return {
    accessToken: PLATFORM_TOKEN,
    baseURL: PLATFORM_URL,
    retries: 2,
    backoffMs: 1,
    products: PRODUCTS,
    successUrl: "/success?checkout_id={CHECKOUT_ID}",
    ...overrides,
    webhooks: { secret: WEBHOOK_SECRET, ...overrides.webhooks },
  };
}

/** A server with the plugin (and whatever else `core` brings), logs collected. */
export async function billingServer(
  overrides: Partial<BillingOptions> = {},
  core: Partial<AuthOptions> = {},
) {
  const logs: { level: string; message: string }[] = [];
  const t = await createTestAuth({
    logger: {
      level: "debug",
      log: (level: string, message: string) => logs.push({ level, message }),
    },
    ...core,
    plugins: [billing(billingOptions(overrides)), ...(core.plugins ?? [])],
  });
  return { t, logs };
}

const signer = createWebhookSigner({ secret: WEBHOOK_SECRET, keyEncoding: "utf8" });

/** A webhook request as the platform sends it: the raw JSON text, signed. */
export async function signedDelivery(
  payload: unknown,
  options: { id?: string; path?: string; secret?: string } = {},
) {
  const body = JSON.stringify(payload, null, 1);
  const id = options.id ?? `msg_${crypto.randomUUID()}`;
  const source = options.secret
    ? createWebhookSigner({ secret: options.secret, keyEncoding: "utf8" })
    : signer;
  const { headers } = await source.sign({ id, body });
  return {
    id,
    body,
    headers,
    request: () =>
      new Request(`${TEST_BASE_URL}/api/auth${options.path ?? "/billing/webhooks"}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body,
      }),
  };
}
