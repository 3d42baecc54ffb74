import type { LanguageTag } from "../../shared/i18n/languages";
import { type AskedLanguage, askedLanguage } from "../request-language";

/** A page's language, and whether the address named it (`?lang=`) rather than the browser. */
export type PageLanguage = AskedLanguage;

/**
 * The language of a page of the stand-in, as the rest of the demo chooses it (askedLanguage):
 * `?lang=` first — the demo puts it on the checkout and portal links it follows, and the pages
 * keep it on their own forms and links — then the browser's Accept-Language, then English.
 */
export function languageOfPage(request: Request): PageLanguage {
  const asked = new URL(request.url).searchParams.get("lang");
  return askedLanguage(asked, request.headers.get("accept-language"));
}

/** One of the stand-in's own addresses (no fragment) with the page's language kept on it. */
export function withPageLanguage(address: string, language: LanguageTag): string {
  return `${address}${address.includes("?") ? "&" : "?"}lang=${language}`;
}
