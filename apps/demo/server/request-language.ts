import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage } from "node:http";
import {
  acceptedLanguages,
  FALLBACK_LANGUAGE,
  firstSpokenLanguage,
  type LanguageTag,
  languageFromIdOrTag,
} from "../shared/i18n/languages";

const current = new AsyncLocalStorage<LanguageTag>();

/** A language asked for, and whether the address named it (`?lang=`) rather than the browser. */
export interface AskedLanguage {
  tag: LanguageTag;
  fromAddress: boolean;
}

/**
 * The language asked for: `?lang=` (a spec id or a tag) first, then Accept-Language, which the
 * demo's front end sets to the language chosen in it on every request (see src/auth-client.ts);
 * English when neither names a language the demo speaks.
 */
export function askedLanguage(
  langParameter: string | null,
  acceptLanguage: string | null | undefined,
): AskedLanguage {
  const fromQuery = langParameter ? languageFromIdOrTag(langParameter) : null;
  if (fromQuery) return { tag: fromQuery, fromAddress: true };
  return {
    tag: firstSpokenLanguage(acceptedLanguages(acceptLanguage)),
    fromAddress: false,
  };
}

/** The language a node:http request asks for (see askedLanguage). */
export function languageOfRequest(req: IncomingMessage): LanguageTag {
  const asked = new URL(req.url ?? "/", "http://demo.invalid").searchParams.get("lang");
  const header = req.headers["accept-language"];
  return askedLanguage(asked, Array.isArray(header) ? header[0] : header).tag;
}

/** Runs the handling of one request with its language at hand for whatever it sends (mails). */
export function inRequestLanguage<Result>(language: LanguageTag, handle: () => Result): Result {
  return current.run(language, handle);
}

/** The language of the request being handled; English outside any request. */
export function requestLanguage(): LanguageTag {
  return current.getStore() ?? FALLBACK_LANGUAGE;
}
