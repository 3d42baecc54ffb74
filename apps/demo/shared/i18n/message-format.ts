/**
 * A message of a catalogue: text with `{placeholders}`, or one text per plural category of
 * its language (Intl.PluralRules), chosen by the `count` parameter.
 */
export type PluralMessage = { readonly other: string } & Readonly<
  Partial<Record<Intl.LDMLPluralRule, string>>
>;
export type Message = string | PluralMessage;

export type MessageParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of a text's placeholders, e.g. ["name", "count"]. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<Value>(cache: Map<string, Value>, locale: string, make: () => Value): Value {
  let value = cache.get(locale);
  if (!value) {
    value = make();
    cache.set(locale, value);
  }
  return value;
}

/**
 * Fills a message in for a locale: picks the plural form for `count`, then replaces each
 * `{name}` with its parameter (numbers formatted for the locale). A placeholder without a
 * parameter stays as written, so a missing one shows instead of vanishing.
 */
export function formatMessage(
  locale: string,
  message: Message,
  params: MessageParams = {},
): string {
  const text = typeof message === "string" ? message : pluralForm(locale, message, params.count);
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === "number") {
      return cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value);
    }
    return value;
  });
}

function pluralForm(locale: string, message: PluralMessage, count: unknown): string {
  if (typeof count !== "number") return message.other;
  const category = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(count);
  return message[category] ?? message.other;
}
