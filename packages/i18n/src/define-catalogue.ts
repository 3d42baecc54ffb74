import type { Catalogue, Message } from "./catalogue";
import type { LocaleTag } from "./language-ids";
import type { ErrorCode } from "./locales/en";

/**
 * A language's catalogue. Typed against English's codes, so a missing or stale code is a type
 * error before the completeness test names it.
 */
export function defineCatalogue(
  locale: LocaleTag,
  messages: Readonly<Record<ErrorCode, Message>>,
): Catalogue<ErrorCode> {
  return Object.freeze({ locale, messages: Object.freeze(messages) });
}
