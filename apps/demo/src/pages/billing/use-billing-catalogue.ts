import { useEffect, useState } from "react";
import { BILLING_PATH, type PublicBilling } from "../../../shared/billing";

export interface BillingCatalogue {
  loading: boolean;
  /** null: billing is off on this demo. */
  billing: PublicBilling | null;
  /** The server's words when the product list could not be had. */
  error: string | null;
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
    (async () => {
      try {
        const response = await fetch(BILLING_PATH, { headers: { accept: "application/json" } });
        const body: unknown = await response.json();
        if (!live) return;
        if (!response.ok) {
          setState({ loading: false, billing: null, error: messageOf(body) });
          return;
        }
        // Our own server's answer, typed by shared/billing.ts on both sides.
        setState({ loading: false, billing: body as PublicBilling | null, error: null });
      } catch {
        if (live) setState({ loading: false, billing: null, error: "The server did not answer." });
      }
    })();
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export function messageOf(body: unknown): string {
  return typeof body === "object" &&
    body !== null &&
    "message" in body &&
    typeof body.message === "string"
    ? body.message
    : "Something went wrong.";
}
