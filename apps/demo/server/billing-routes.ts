import {
  BILLING_ACCESS_PATH,
  BILLING_PATH,
  type BillingAccess,
  type PublicBilling,
} from "../shared/billing";
import type { DemoAuth } from "./auth";
import { DEV_PLATFORM_PATH } from "./billing-config";
import type { DemoBilling } from "./demo-billing";
import { createPricingCatalogue } from "./pricing-catalogue";

/** The demo's own billing answers, in words (the plugin's catalogue covers its endpoints). */
export const DEMO_BILLING_ERRORS = {
  PAYMENTS_PLATFORM_UNAVAILABLE: "The payments platform did not answer; try again in a moment.",
  BILLING_IS_OFF: "Billing is not configured on this demo.",
  SIGN_IN_FIRST: "Sign in to see what you have bought.",
  METHOD_NOT_ALLOWED: "Only GET is answered here.",
} as const;

export interface BillingRoutes {
  owns(pathname: string): boolean;
  handle(request: Request): Promise<Response>;
}

/**
 * GET /api/demo/billing: the mode and the Pricing page's products (null when billing is off);
 * GET /api/demo/billing/access: what the signed-in user may use, from the customer state the
 * billing plugin keeps from the platform's webhooks.
 */
export function createBillingRoutes(
  auth: DemoAuth,
  billing: DemoBilling | null,
  baseURL: string,
): BillingRoutes {
  const catalogue = billing
    ? createPricingCatalogue({ apiBaseUrl: billing.apiBaseUrl, accessToken: billing.accessToken })
    : null;

  async function publicBilling(): Promise<Response> {
    if (!billing || !catalogue) return json(200, null);
    try {
      const answer: PublicBilling = {
        mode: billing.devPlatform ? "dev-platform" : "platform",
        products: await catalogue.list(),
        consoleUrl: billing.devPlatform ? `${baseURL}${DEV_PLATFORM_PATH}/console` : null,
      };
      return json(200, answer);
    } catch (error) {
      console.error("billing: the product list failed:", error);
      return problem(502, "PAYMENTS_PLATFORM_UNAVAILABLE");
    }
  }

  async function access(request: Request): Promise<Response> {
    if (!billing) return problem(404, "BILLING_IS_OFF");
    const session = await auth.api.getSession({ headers: request.headers });
    if (!session) return problem(401, "SIGN_IN_FIRST");
    const state = await auth.api.getStoredCustomerState({ body: { referenceId: session.user.id } });
    const answer: BillingAccess = {
      activeProductIds: (state?.activeSubscriptions ?? [])
        .filter(
          (subscription) => subscription.status === "active" || subscription.status === "trialing",
        )
        .map((subscription) => subscription.productId),
      benefitIds: (state?.grantedBenefits ?? []).map((grant) => grant.benefitId),
      updatedAt: state?.modifiedAt?.toISOString() ?? state?.createdAt.toISOString() ?? null,
    };
    return json(200, answer);
  }

  return {
    owns: (pathname) => pathname === BILLING_PATH || pathname === BILLING_ACCESS_PATH,
    async handle(request) {
      if (request.method !== "GET") return problem(405, "METHOD_NOT_ALLOWED");
      const { pathname } = new URL(request.url);
      return pathname === BILLING_PATH ? publicBilling() : access(request);
    },
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}

function problem(status: number, code: keyof typeof DEMO_BILLING_ERRORS): Response {
  return json(status, { code, message: DEMO_BILLING_ERRORS[code] });
}
