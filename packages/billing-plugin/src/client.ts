import { type AuthClientPlugin, createFetchingStore } from "@tollgate/auth-client-react";
import type { CustomerState } from "@tollgate/billing-types";
import type { billing } from "./index";

const CUSTOMER_STATE_SIGNAL = "$customerStateSignal";

/** After these succeed, the customer state store refetches. */
const changesCustomerState = (path: string) => path === "/checkout" || path === "/customer/portal";

/**
 * The client twin of `billing()` for @tollgate/auth-client-react, method for method
 * `@polar-sh/better-auth`'s `polarClient`: `client.checkout({ slug | products, … })` →
 * `{ url, redirect }` (navigate to `url`), `client.customer.portal()`, `client.customer.state()`,
 * `client.customer.orders.list({ query })`, `client.customer.subscriptions.list({ query })`,
 * and the `customerState` store (`client.useCustomerState()` in React), fetched on mount and
 * refetched after a checkout or portal call returns and after session changes. Only types link
 * it to the server plugin.
 */
export function billingClient() {
  return {
    id: "billing" as const,
    // A type carrier, never read at runtime: the client infers its methods from it.
    $InferServerPlugin: {} as ReturnType<typeof billing>,
    getAtoms: ($fetch, $store) => ({
      customerState: createFetchingStore<CustomerState>($fetch, "/customer/state", [
        $store.signal(CUSTOMER_STATE_SIGNAL),
        $store.signal("$sessionSignal"),
      ]),
    }),
    atomListeners: [{ matcher: changesCustomerState, signal: CUSTOMER_STATE_SIGNAL }],
  } satisfies AuthClientPlugin;
}

export { BILLING_ERROR_CODES, type BillingErrorCode } from "./error-codes";
