import {
  FALLBACK_LANGUAGE,
  firstSpokenLanguage,
  type LanguageTag,
  languageFromIdOrTag,
} from "../../shared/i18n/languages";
import { formatMessage, type MessageParams } from "../../shared/i18n/message-format";
import { CATALOGUE_LOADERS, type Catalogue, type MessageKey } from "./catalogue";
import { ERROR_CATALOGUE_LOADERS, type ErrorCatalogue } from "./error-catalogues";

/** Where the browser remembers the visitor's choice. */
export const LANGUAGE_STORAGE_KEY = "tollgate-demo.language";

export interface LanguageState {
  language: LanguageTag;
  /** The interface's texts. */
  catalogue: Catalogue;
  /** The server's error codes, worded by @tollgate/i18n. */
  errors: ErrorCatalogue;
}

let state: LanguageState | null = null;
let latestRequest = 0;
const listeners = new Set<() => void>();

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language shown and its texts; throws before the first language has loaded. */
export function languageState(): LanguageState {
  if (!state) throw new Error("No language loaded yet: await loadStartingLanguage() first");
  return state;
}

/** The language shown, or English before any has loaded. */
export function currentLanguage(): LanguageTag {
  return state?.language ?? FALLBACK_LANGUAGE;
}

/** One text of the interface in the current language, its placeholders filled in. */
export function translate(key: MessageKey, params?: MessageParams): string {
  const { language, catalogue } = languageState();
  return formatMessage(language, catalogue[key], params);
}

/**
 * Loads the language to start in, and the app renders once it is there: `?lang=` in the
 * address (a spec id like 6 or a tag like de; remembered as a choice), else the one this
 * browser chose before, else the first of the browser's languages the demo speaks, else
 * English.
 */
export async function loadStartingLanguage(): Promise<void> {
  const fromAddress = languageInAddress();
  const language =
    fromAddress ??
    readRemembered() ??
    firstSpokenLanguage(navigator.languages ?? [navigator.language]);
  try {
    await chooseLanguage(language, { remember: fromAddress !== null });
  } catch (error) {
    // Its chunk failed to load: English still lets the visitor in.
    if (language === FALLBACK_LANGUAGE) throw error;
    await chooseLanguage(FALLBACK_LANGUAGE);
  }
}

/**
 * Shows the interface in a language once its texts have loaded; `remember` keeps the choice
 * for this browser's next visits. The `<html lang>` follows it, and so does the
 * Accept-Language of the app's requests (see auth-client), which the server writes mails in.
 */
export async function chooseLanguage(
  language: LanguageTag,
  options: { remember?: boolean } = {},
): Promise<void> {
  latestRequest += 1;
  const request = latestRequest;
  const [catalogue, errors] = await Promise.all([
    CATALOGUE_LOADERS[language](),
    ERROR_CATALOGUE_LOADERS[language](),
  ]);
  if (request !== latestRequest) return; // a later choice overtook this one
  document.documentElement.lang = language;
  if (options.remember) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage refused (private mode, quota): the choice lasts for this page only.
    }
  }
  showLanguage({ language, catalogue, errors });
}

/** Switches the texts to loaded catalogues (what tests outside a browser use directly). */
export function showLanguage(next: LanguageState): void {
  state = next;
  for (const listener of listeners) listener();
}

function languageInAddress(): LanguageTag | null {
  const asked = new URLSearchParams(window.location.search).get("lang");
  return asked ? languageFromIdOrTag(asked) : null;
}

function readRemembered(): LanguageTag | null {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return saved ? languageFromIdOrTag(saved) : null;
  } catch {
    return null;
  }
}
