import type { MessageKey } from "../../i18n/catalogue";
import type { Text } from "../../i18n/use-text";

/** What wording needs of useText(): its `t`. */
type Words = Pick<Text, "t">;

/** A subscription's or an order's status, as the catalogue words it. */
const STATUS_KEYS: Readonly<Record<string, MessageKey>> = {
  active: "billing.status.active",
  trialing: "billing.status.trialing",
  past_due: "billing.status.past_due",
  incomplete: "billing.status.incomplete",
  incomplete_expired: "billing.status.incomplete_expired",
  canceled: "billing.status.canceled",
  unpaid: "billing.status.unpaid",
  pending: "billing.status.pending",
  paid: "billing.status.paid",
  refunded: "billing.status.refunded",
  partially_refunded: "billing.status.partially_refunded",
};

/** A status in the reader's words; a status this demo does not know, as the platform sent it. */
export function statusWords(text: Words, status: string): string {
  const key = STATUS_KEYS[status];
  return key ? text.t(key) : status;
}

const GOOD_STATUSES = new Set(["active", "trialing", "paid"]);

/** The badge's class: green for what is in order, amber for anything that needs a look. */
export function statusBadge(status: string): string {
  return GOOD_STATUSES.has(status) ? "badge badge-ok" : "badge badge-warn";
}

/** "$12.00", "12,00 $", "12,00 US$" in the reader's language (amounts come in cents). */
export function formatPrice(language: string, amount: number, currency: string): string {
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(amount / 100);
}

/** Each interval the platform knows: "per month" for one, "every 3 months" for several. */
const INTERVAL_KEYS: Readonly<Record<string, { single: MessageKey; several: MessageKey }>> = {
  day: { single: "billing.perDay", several: "billing.everyDays" },
  week: { single: "billing.perWeek", several: "billing.everyWeeks" },
  month: { single: "billing.perMonth", several: "billing.everyMonths" },
  year: { single: "billing.perYear", several: "billing.everyYears" },
};

/**
 * How often a price is paid: "per month", "every 3 months", "one-time" (no interval); an
 * interval this demo does not know, as the platform sent it.
 */
export function intervalWords(
  text: Words,
  interval: string | null,
  count: number | null | undefined = 1,
): string {
  if (interval === null) return text.t("billing.once");
  const keys = INTERVAL_KEYS[interval];
  if (!keys) return interval;
  return count && count > 1 ? text.t(keys.several, { count }) : text.t(keys.single);
}
