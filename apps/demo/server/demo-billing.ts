import type { BillingOptions } from "@tollgate/billing-plugin";
import { BILLING_SECTION_PATH } from "../shared/billing";
import { type BillingSetting, DEV_PLATFORM_PATH } from "./billing-config";
import { createDevPlatform, type DevPlatform } from "./dev-platform";

/** The platform's API roots (the plugin's `server` option names them too). */
const PLATFORM_API = {
  sandbox: "https://sandbox-api.polar.sh",
  production: "https://api.polar.sh",
} as const;

/** Where the billing plugin's webhook endpoint is, under the auth server's base path. */
export const BILLING_WEBHOOK_PATH = "/api/auth/billing/webhooks";

export interface DemoBilling {
  /** The billing plugin's options. */
  pluginOptions: BillingOptions;
  /** The platform's API root, for the Pricing page's product list. */
  apiBaseUrl: string;
  accessToken: string;
  /** The local stand-in, when billing runs against it. */
  devPlatform: DevPlatform | null;
}

/**
 * Billing for the demo: the plugin pointed at the real platform, or at the stand-in mounted on
 * the demo's own origin (which sends its webhooks back to the plugin's endpoint there). Checkout
 * returns to the account page's Billing section; its "back" link and the portal's lead to
 * Pricing and to the account page.
 */
export function createDemoBilling(setting: BillingSetting, baseURL: string): DemoBilling {
  const devPlatform =
    setting.kind === "dev-platform"
      ? createDevPlatform({
          baseUrl: `${baseURL}${DEV_PLATFORM_PATH}`,
          accessToken: setting.accessToken,
          webhookUrl: `${baseURL}${BILLING_WEBHOOK_PATH}`,
          webhookSecret: setting.webhookSecret,
        })
      : null;
  const apiBaseUrl = devPlatform
    ? devPlatform.apiBaseUrl
    : PLATFORM_API[setting.kind === "platform" ? setting.server : "sandbox"];
  return {
    pluginOptions: {
      accessToken: setting.accessToken,
      baseURL: apiBaseUrl,
      successUrl: "/account?checkout_id={CHECKOUT_ID}#billing",
      // The portal's "back"; checkout's is the Pricing page, sent by the front end.
      returnUrl: BILLING_SECTION_PATH,
      authenticatedUsersOnly: true,
      webhooks: { secret: setting.webhookSecret },
    },
    apiBaseUrl,
    accessToken: setting.accessToken,
    devPlatform,
  };
}
