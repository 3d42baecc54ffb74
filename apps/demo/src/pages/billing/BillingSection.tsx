import { useEffect, useRef } from "react";
import { PRICING_PATH } from "../../../shared/billing";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { useLoader } from "../../hooks/use-loader";
import { useText } from "../../i18n/use-text";
import { Link } from "../../router/Link";
import { useLocation } from "../../router/router";
import { billingProblemText } from "./billing-problem";
import { formatPrice, intervalWords, statusBadge, statusWords } from "./billing-words";
import { inReaderLanguage } from "./platform-address";
import { useBillingAccess } from "./use-billing-access";
import { useBillingCatalogue } from "./use-billing-catalogue";
import "./billing.css";

/** After checkout the platform's webhooks may lag: ask again this often, this many times. */
const CONFIRMATION_POLL_MS = 1500;
const CONFIRMATION_POLLS = 20;

/**
 * The account page's Billing section: the subscription (from the platform), the benefits the
 * app grants (from the platform's webhooks), the orders, and "Manage billing" (the platform's
 * customer portal). Shown only when the demo has billing.
 */
export function BillingSection() {
  const catalogue = useBillingCatalogue();
  if (catalogue.loading || !catalogue.billing) return null;
  return <BillingDetails benefitNames={benefitNamesOf(catalogue.billing.products)} />;
}

function benefitNamesOf(
  products: { benefits: { id: string; description: string }[] }[],
): Map<string, string> {
  return new Map(
    products.flatMap((product) =>
      product.benefits.map((benefit) => [benefit.id, benefit.description] as const),
    ),
  );
}

function BillingDetails({ benefitNames }: { benefitNames: Map<string, string> }) {
  const { query } = useLocation();
  const justPaid = query.has("checkout_id");
  const subscriptions = useLoader(() =>
    authClient.customer.subscriptions.list({ query: { limit: 10 } }),
  );
  const orders = useLoader(() => authClient.customer.orders.list({ query: { limit: 10 } }));
  const { access, error: accessError, reload: reloadAccess } = useBillingAccess();
  const portal = useAction();
  const text = useText();
  const { t } = text;
  const section = useRef<HTMLDivElement>(null);
  const waiting = justPaid && access !== null && access.benefitIds.length === 0;

  // Back from checkout: show the section, and wait for the platform's confirmation if needed.
  useEffect(() => {
    if (!justPaid) return;
    section.current?.scrollIntoView({ block: "start" });
  }, [justPaid]);
  useEffect(() => {
    if (!waiting) return;
    let polls = 0;
    const timer = window.setInterval(async () => {
      polls += 1;
      const latest = await reloadAccess();
      if ((latest && latest.benefitIds.length > 0) || polls >= CONFIRMATION_POLLS) {
        window.clearInterval(timer);
        await Promise.all([subscriptions.reload(), orders.reload()]);
      }
    }, CONFIRMATION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, reloadAccess, subscriptions.reload, orders.reload]);

  const openPortal = async () => {
    const { data } = await portal.run(() => authClient.customer.portal({ redirect: false }));
    if (data?.url) window.location.assign(inReaderLanguage(data.url, text.language));
  };

  const current = (subscriptions.data?.items ?? []).filter(
    (subscription) => subscription.status === "active" || subscription.status === "trialing",
  );
  const hasAnything = current.length > 0 || (orders.data?.items.length ?? 0) > 0;
  const listError = subscriptions.error ?? orders.error;

  return (
    <div id="billing" ref={section} className="billing-anchor">
      <Section
        id="billing-section"
        title={t("billing.title")}
        description={t("billing.description")}
      >
        {justPaid ? (
          <Notice tone={waiting ? "info" : "success"}>
            {waiting ? t("billing.waitingForPlatform") : t("billing.thanks")}
          </Notice>
        ) : null}
        <FormError
          message={listError ? errorText(listError) : billingProblemText(text, accessError)}
        />

        <h3 className="billing-heading">{t("billing.subscriptionHeading")}</h3>
        {subscriptions.loading && !subscriptions.data ? (
          <p className="muted">{t("billing.loading")}</p>
        ) : current.length === 0 ? (
          <p className="muted">
            {t("billing.noSubscription")} <Link to={PRICING_PATH}>{t("billing.seePlans")}</Link>
          </p>
        ) : (
          <ul className="list" aria-label={t("billing.subscriptionHeading")}>
            {current.map((subscription) => (
              <li key={subscription.id} className="list-item" data-subscription={subscription.id}>
                <div className="grow">
                  <div className="list-title">{subscription.product.name}</div>
                  <div className="muted small">
                    {formatPrice(text.language, subscription.amount, subscription.currency)}{" "}
                    {intervalWords(
                      text,
                      subscription.recurringInterval,
                      subscription.recurringIntervalCount,
                    )}{" "}
                    ·{" "}
                    {t(subscription.cancelAtPeriodEnd ? "billing.endsOn" : "billing.renewsOn", {
                      date: text.date(new Date(subscription.currentPeriodEnd ?? Date.now())),
                    })}
                  </div>
                </div>
                <span className={statusBadge(subscription.status)}>
                  {statusWords(text, subscription.status)}
                </span>
              </li>
            ))}
          </ul>
        )}

        <h3 className="billing-heading">{t("billing.benefitsHeading")}</h3>
        {access && access.benefitIds.length > 0 ? (
          <ul className="list" aria-label={t("billing.benefitsHeading")}>
            {access.benefitIds.map((benefitId) => (
              <li key={benefitId} className="list-item" data-benefit={benefitId}>
                <div className="grow list-title">{benefitNames.get(benefitId) ?? benefitId}</div>
                <span className="badge badge-ok">{t("billing.granted")}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{access ? t("billing.noBenefits") : t("billing.loading")}</p>
        )}

        <h3 className="billing-heading">{t("billing.ordersHeading")}</h3>
        {(orders.data?.items.length ?? 0) === 0 ? (
          <p className="muted">{orders.loading ? t("billing.loading") : t("billing.noOrders")}</p>
        ) : (
          <ul className="list" aria-label={t("billing.ordersHeading")}>
            {(orders.data?.items ?? []).map((order) => (
              <li key={order.id} className="list-item" data-order={order.id}>
                <div className="grow">
                  <div className="list-title">{order.product?.name ?? order.description}</div>
                  {order.createdAt ? (
                    <div className="muted small">{text.date(new Date(order.createdAt))}</div>
                  ) : null}
                </div>
                <div className="list-action">
                  <div>{formatPrice(text.language, order.totalAmount, order.currency)}</div>
                  <span className={statusBadge(order.status)}>
                    {statusWords(text, order.status)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}

        <FormError message={portal.error ? errorText(portal.error) : null} />
        {hasAnything ? (
          <Button
            variant="secondary"
            onClick={openPortal}
            pending={portal.pending}
            pendingLabel={t("billing.openingPortal")}
          >
            {t("billing.manage")}
          </Button>
        ) : null}
      </Section>
    </div>
  );
}
