import { PRICING_PATH } from "../../../shared/billing";
import { Link } from "../../router/Link";
import { BILLING_WORDS } from "./billing-words";
import { useBillingCatalogue } from "./use-billing-catalogue";
import "./header-pricing-link.css";

/** The header's "Pricing", shown only when the demo has billing. */
export function PricingLink() {
  const { billing } = useBillingCatalogue();
  if (!billing) return null;
  return (
    <Link to={PRICING_PATH} className="header-pricing-link">
      {BILLING_WORDS.pricingTitle}
    </Link>
  );
}
