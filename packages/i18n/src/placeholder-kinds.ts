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
