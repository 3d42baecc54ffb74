import type { Message } from "./catalogue";
import type { LocaleTag } from "./language-ids";
import type { FormatOptions, MessageValues } from "./message-values";
import { fillPlaceholders } from "./placeholders";

/**
 * Placeholders that hold a number or a date, by name (names mean the same in every catalogue).
 * A number is written with `Intl.NumberFormat` and picks a plural variant with
 * `Intl.PluralRules`; a date (an ISO string or a Date) is written with `Intl.DateTimeFormat`.
 * Every other placeholder (`{field}`, `{x}`, `{resource}`, `{reason}`, …) is inserted as given.
 */
export const PLACEHOLDER_KINDS: Readonly<Record<string, "number" | "date">> = Object.freeze({
  max: "number",
  seconds: "number",
  expires: "date",
});

function asNumber(value: string | number | Date): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") {
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}

function asDate(value: string | number | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** One value as the language writes it: numbers and dates through Intl, the rest as given. */
function writeValue(
  locale: LocaleTag,
  name: string,
  value: string | number | Date,
  options: FormatOptions,
): string {
  const kind = PLACEHOLDER_KINDS[name] ?? (value instanceof Date ? "date" : undefined);
  if (kind === "date") {
    const date = asDate(value);
    if (date) {
      return new Intl.DateTimeFormat(locale, {
        dateStyle: "long",
        timeStyle: "short",
        ...(options.timeZone ? { timeZone: options.timeZone } : {}),
      }).format(date);
    }
  }
  const number = kind === "number" || typeof value === "number" ? asNumber(value) : undefined;
  if (number !== undefined) return new Intl.NumberFormat(locale).format(number);
  return String(value);
}

/** The variant of a message for its count, chosen by the language's plural rules. */
function chooseText(locale: LocaleTag, message: Message, values: MessageValues): string {
  if (typeof message === "string") return message;
  const counted = values[message.count];
  const count = counted === undefined ? undefined : asNumber(counted);
  if (count === undefined) return message.other;
  const category = new Intl.PluralRules(locale).select(count);
  return message[category] ?? message.other;
}

/**
 * A catalogue message in its language with its placeholders filled: the plural variant for the
 * count, numbers and dates written the language's way. A placeholder without a value stays as
 * `{name}`.
 */
export function formatMessage(
  locale: LocaleTag,
  message: Message,
  values: MessageValues,
  options: FormatOptions = {},
): string {
  const written: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    written[name] = writeValue(locale, name, value, options);
  }
  return fillPlaceholders(chooseText(locale, message, values), written);
}
