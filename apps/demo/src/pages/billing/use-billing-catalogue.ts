import { useEffect, useState } from "react";
import { BILLING_PATH, type PublicBilling } from "../../../shared/billing";
import { type BillingProblem, billingProblemOf, NO_ANSWER } from "./billing-problem";

export interface BillingCatalogue {
  loading: boolean;
  /** null: billing is off on this demo. */
  billing: PublicBilling | null;
  /** Why the product list could not be had (worded at render). */
  error: BillingProblem | null;
}

type Loaded =
  | { billing: PublicBilling | null; error: null }
  | { billing: null; error: BillingProblem };

/** Asked once per page load: the header, Pricing and the Billing section share the answer. */
let pending: Promise<Loaded> | null = null;

async function loadBilling(): Promise<Loaded> {
  try {
    const response = await fetch(BILLING_PATH, { headers: { accept: "application/json" } });
    const body: unknown = await response.json();
    if (!response.ok) return { billing: null, error: billingProblemOf(body) };
    // Our own server's answer, typed by shared/billing.ts on both sides.
    return { billing: body as PublicBilling | null, error: null };
  } catch {
    return { billing: null, error: NO_ANSWER };
  }
}

function billingOnce(): Promise<Loaded> {
  pending ??= loadBilling().then((loaded) => {
    // A failure is not kept: the next screen asks again.
    if (loaded.error) pending = null;
    return loaded;
  });
  return pending;
}

/** The demo's billing mode and the products on sale (GET /api/demo/billing). */
export function useBillingCatalogue(): BillingCatalogue {
  const [state, setState] = useState<BillingCatalogue>({
    loading: true,
    billing: null,
    error: null,
  });
  useEffect(() => {
    let live = true;
    void billingOnce().then((loaded) => {
      if (live) setState({ loading: false, ...loaded });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
