import { PRICING_PATH } from "../../../shared/billing";
import { useText } from "../../i18n/use-text";
import { Link } from "../../router/Link";
import { useBillingCatalogue } from "./use-billing-catalogue";
import "./header-pricing-link.css";

/** The header's "Pricing", shown only when the demo has billing. */
export function PricingLink() {
  const { billing } = useBillingCatalogue();
  const { t } = useText();
  if (!billing) return null;
  return (
    <Link to={PRICING_PATH} className="header-pricing-link">
      {t("header.pricing")}
    </Link>
  );
}
