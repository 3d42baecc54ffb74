import { useEffect, useRef } from "react";
import { PRICING_PATH } from "../../../shared/billing";
import { authClient } from "../../auth-client";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { errorText } from "../../errors/error-text";
import { useAction } from "../../hooks/use-action";
import { useLoader } from "../../hooks/use-loader";
import { Link } from "../../router/Link";
import { useLocation } from "../../router/router";
import {
  BILLING_WORDS,
  formatDay,
  formatPrice,
  intervalWords,
  statusBadge,
  statusWords,
} from "./billing-words";
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
    if (data?.url) window.location.assign(data.url);
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
        title={BILLING_WORDS.billingTitle}
        description={BILLING_WORDS.billingDescription}
      >
        {justPaid ? (
          <Notice tone={waiting ? "info" : "success"}>
            {waiting ? BILLING_WORDS.waitingForPlatform : BILLING_WORDS.thanks}
          </Notice>
        ) : null}
        <FormError message={listError ? errorText(listError) : accessError} />

        <h3 className="billing-heading">{BILLING_WORDS.subscriptionHeading}</h3>
        {subscriptions.loading && !subscriptions.data ? (
          <p className="muted">{BILLING_WORDS.loading}</p>
        ) : current.length === 0 ? (
          <p className="muted">
            {BILLING_WORDS.noSubscription} <Link to={PRICING_PATH}>{BILLING_WORDS.seePlans}</Link>
          </p>
        ) : (
          <ul className="list" aria-label={BILLING_WORDS.subscriptionHeading}>
            {current.map((subscription) => (
              <li key={subscription.id} className="list-item" data-subscription={subscription.id}>
                <div className="grow">
                  <div className="list-title">{subscription.product.name}</div>
                  <div className="muted small">
                    {formatPrice(subscription.amount, subscription.currency)}{" "}
                    {intervalWords(subscription.recurringInterval)} ·{" "}
                    {subscription.cancelAtPeriodEnd ? BILLING_WORDS.endsOn : BILLING_WORDS.renewsOn}{" "}
                    {formatDay(new Date(subscription.currentPeriodEnd ?? Date.now()))}
                  </div>
                </div>
                <span className={statusBadge(subscription.status)}>
                  {statusWords(subscription.status)}
                </span>
              </li>
            ))}
          </ul>
        )}

        <h3 className="billing-heading">{BILLING_WORDS.benefitsHeading}</h3>
        {access && access.benefitIds.length > 0 ? (
          <ul className="list" aria-label={BILLING_WORDS.benefitsHeading}>
            {access.benefitIds.map((benefitId) => (
              <li key={benefitId} className="list-item" data-benefit={benefitId}>
                <div className="grow list-title">{benefitNames.get(benefitId) ?? benefitId}</div>
                <span className="badge badge-ok">{BILLING_WORDS.granted}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{access ? BILLING_WORDS.noBenefits : BILLING_WORDS.loading}</p>
        )}

        <h3 className="billing-heading">{BILLING_WORDS.ordersHeading}</h3>
        {(orders.data?.items.length ?? 0) === 0 ? (
          <p className="muted">{orders.loading ? BILLING_WORDS.loading : BILLING_WORDS.noOrders}</p>
        ) : (
          <ul className="list" aria-label={BILLING_WORDS.ordersHeading}>
            {(orders.data?.items ?? []).map((order) => (
              <li key={order.id} className="list-item" data-order={order.id}>
                <div className="grow">
                  <div className="list-title">{order.product?.name ?? order.description}</div>
                  <div className="muted small">{formatDay(new Date(order.createdAt))}</div>
                </div>
                <div className="list-action">
                  <div>{formatPrice(order.totalAmount, order.currency)}</div>
                  <span className={statusBadge(order.status)}>{statusWords(order.status)}</span>
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
            pendingLabel={BILLING_WORDS.openingPortal}
          >
            {BILLING_WORDS.manage}
          </Button>
        ) : null}
      </Section>
    </div>
  );
}
