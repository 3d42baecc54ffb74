/**
 * An error catalogue: CODE → message. The code is the message in UPPER_SNAKE_CASE
 * (ARCHITECTURE.md, Errors), and the message is the spec's text word for word.
 */
export type ErrorCatalogue = Record<string, string>;

export function defineErrorCodes<const T extends ErrorCatalogue>(codes: T): T {
  return Object.freeze(codes);
}

/** Fills `{name}` placeholders, e.g. "Provider {x} not found". */
export function formatMessage(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
