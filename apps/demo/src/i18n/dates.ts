/** "26 Nov 2026, 19:33" in the reader's language and time zone. */
export function formatDateTime(locale: string, date: Date): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** "26 Nov 2026" in the reader's language. */
export function formatDate(locale: string, date: Date): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(date);
}

const STEPS: readonly [number, Intl.RelativeTimeFormatUnit][] = [
  [60, "second"],
  [60, "minute"],
  [24, "hour"],
  [Number.POSITIVE_INFINITY, "day"],
];

/** "2 minutes ago", "in 3 days", "now" in the reader's language. */
export function formatRelativeTime(locale: string, date: Date, now: Date = new Date()): string {
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  let amount = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [size, unit] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(amount, unit);
    amount = Math.round(amount / size);
  }
  return relative.format(amount, "day");
}
