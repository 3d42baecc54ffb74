import {
  acceptedLanguages,
  firstSpokenLanguage,
  type LanguageTag,
  languageFromIdOrTag,
} from "../../shared/i18n/languages";

/** A page's language, and whether the address named it (`?lang=`) rather than the browser. */
export interface PageLanguage {
  tag: LanguageTag;
  fromAddress: boolean;
}

/**
 * The language of a page of the stand-in, as the rest of the demo chooses it: `?lang=` (a
 * spec id or a tag) first — the demo puts it on the checkout and portal links it follows, and
 * the pages keep it on their own forms and links — then the browser's Accept-Language, then
 * English.
 */
export function languageOfPage(request: Request): PageLanguage {
  const asked = new URL(request.url).searchParams.get("lang");
  const fromQuery = asked ? languageFromIdOrTag(asked) : null;
  if (fromQuery) return { tag: fromQuery, fromAddress: true };
  const header = request.headers.get("accept-language");
  return { tag: firstSpokenLanguage(acceptedLanguages(header)), fromAddress: false };
}

/** One of the stand-in's own addresses (no fragment) with the page's language kept on it. */
export function withPageLanguage(address: string, language: LanguageTag): string {
  return `${address}${address.includes("?") ? "&" : "?"}lang=${language}`;
}
