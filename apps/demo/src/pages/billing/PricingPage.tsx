import type { PricingProduct } from "../../../shared/billing";
import { PRICING_PATH } from "../../../shared/billing";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Spinner } from "../../components/Spinner";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { usePageTitle } from "../../hooks/use-page-title";
import { useText } from "../../i18n/use-text";
import { Link } from "../../router/Link";
import { billingProblemText } from "./billing-problem";
import { formatPrice, intervalWords } from "./billing-words";
import { inReaderLanguage } from "./platform-address";
import { useBillingAccess } from "./use-billing-access";
import { useBillingCatalogue } from "./use-billing-catalogue";
import "./billing.css";

/** One plan: its price, what it includes, and Subscribe / Buy (checkout on the platform). */
function PlanCard({
  product,
  signedIn,
  owned,
}: {
  product: PricingProduct;
  signedIn: boolean;
  owned: boolean;
}) {
  const checkout = useAction();
  const text = useText();
  const { t } = text;
  const recurring = product.recurringInterval !== null;
  const label = recurring ? t("pricing.subscribe") : t("pricing.buy");
  const labelWithPlan = t(recurring ? "pricing.subscribeTo" : "pricing.buyPlan", {
    plan: product.name,
  });
  const start = async () => {
    const { data } = await checkout.run(() =>
      authClient.checkout({ products: [product.id], returnUrl: PRICING_PATH, redirect: false }),
    );
    if (data?.url) window.location.assign(inReaderLanguage(data.url, text.language));
  };
  return (
    <article className="card plan-card" aria-labelledby={`plan-${product.id}`}>
      <h2 id={`plan-${product.id}`}>{product.name}</h2>
      {product.description ? <p className="muted">{product.description}</p> : null}
      <p className="plan-price">
        {formatPrice(text.language, product.priceAmount, product.currency)}{" "}
        <span className="muted">{intervalWords(text, product.recurringInterval)}</span>
      </p>
      {product.benefits.length > 0 ? (
        <ul className="plan-benefits">
          {product.benefits.map((benefit) => (
            <li key={benefit.id}>{benefit.description}</li>
          ))}
        </ul>
      ) : null}
      <FormError message={checkout.error ? errorText(checkout.error) : null} />
      <div className="plan-action">
        {owned ? (
          <span className="badge badge-ok">{t("pricing.youHaveThis")}</span>
        ) : signedIn ? (
          <Button
            className="button-block"
            onClick={start}
            pending={checkout.pending}
            pendingLabel={t("pricing.goingToCheckout")}
            aria-label={labelWithPlan}
          >
            {label}
          </Button>
        ) : (
          <Link
            to={`/sign-in?next=${encodeURIComponent(PRICING_PATH)}`}
            className="button button-secondary button-block"
          >
            {t("pricing.signInToBuy")}
          </Link>
        )}
      </div>
    </article>
  );
}

/** Signed in: which products the user already holds (an active subscription, a purchase's benefits). */
function useOwnedProducts(signedIn: boolean, products: PricingProduct[]): Set<string> {
  const { access } = useBillingAccess(signedIn);
  const owned = new Set(access?.activeProductIds ?? []);
  const benefits = new Set(access?.benefitIds ?? []);
  for (const product of products) {
    if (
      !product.recurringInterval &&
      product.benefits.some((benefit) => benefits.has(benefit.id))
    ) {
      owned.add(product.id);
    }
  }
  return owned;
}

/** The plans on sale, open to everyone; buying needs an account. */
export function PricingPage() {
  const text = useText();
  const { t } = text;
  usePageTitle(t("pricing.title"));
  const session = authClient.useSession();
  const signedIn = Boolean(session.data);
  const catalogue = useBillingCatalogue();
  const products = catalogue.billing?.products ?? [];
  const owned = useOwnedProducts(signedIn, products);
  const consoleUrl = catalogue.billing?.consoleUrl ?? null;
  return (
    <main className="page page-wide">
      <header className="page-header">
        <h1>{t("pricing.title")}</h1>
        <p className="muted">{t("pricing.lead")}</p>
      </header>
      {catalogue.loading ? <Spinner label={t("pricing.loading")} /> : null}
      <FormError message={billingProblemText(text, catalogue.error)} />
      {!catalogue.loading && !catalogue.error && !catalogue.billing ? (
        <Notice tone="info">
          {t("pricing.off")} {t("pricing.offHowTo")}
        </Notice>
      ) : null}
      {catalogue.billing?.mode === "dev-platform" ? (
        <Notice tone="info">
          {t("pricing.standIn")}{" "}
          {consoleUrl ? (
            <a href={consoleUrl} target="_blank" rel="noreferrer">
              {t("pricing.console")}
            </a>
          ) : null}
        </Notice>
      ) : null}
      <div className="plan-grid">
        {products.map((product) => (
          <PlanCard
            key={product.id}
            product={product}
            signedIn={signedIn}
            owned={owned.has(product.id)}
          />
        ))}
      </div>
    </main>
  );
}
