import { useCallback, useEffect, useState } from "react";
import { BILLING_ACCESS_PATH, type BillingAccess } from "../../../shared/billing";
import { type BillingProblem, billingProblemOf, NO_ANSWER } from "./billing-problem";

export interface BillingAccessState {
  access: BillingAccess | null;
  /** Why it could not be had (worded at render). */
  error: BillingProblem | null;
  reload(): Promise<BillingAccess | null>;
}

/**
 * What the signed-in user holds, as the app grants it (from the platform's webhooks); asked only
 * while `enabled` (signed in).
 */
export function useBillingAccess(enabled = true): BillingAccessState {
  const [access, setAccess] = useState<BillingAccess | null>(null);
  const [error, setError] = useState<BillingProblem | null>(null);
  const reload = useCallback(async () => {
    try {
      const response = await fetch(BILLING_ACCESS_PATH, {
        headers: { accept: "application/json" },
      });
      const body: unknown = await response.json();
      if (!response.ok) {
        setError(billingProblemOf(body));
        return null;
      }
      // Our own server's answer, typed by shared/billing.ts on both sides.
      const loaded = body as BillingAccess;
      setAccess(loaded);
      setError(null);
      return loaded;
    } catch {
      setError(NO_ANSWER);
      return null;
    }
  }, []);
  useEffect(() => {
    if (enabled) void reload();
    else setAccess(null);
  }, [enabled, reload]);
  return { access, error, reload };
}
