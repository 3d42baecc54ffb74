import { createElement, Fragment, type ReactNode, useSyncExternalStore } from "react";
import type { LanguageTag } from "../../shared/i18n/languages";
import { formatMessage, type MessageParams } from "../../shared/i18n/message-format";
import type { MessageKey } from "./catalogue";
import { formatDate, formatDateTime, formatRelativeTime } from "./dates";
import { languageState, subscribeToLanguage } from "./language-store";

export interface Text {
  language: LanguageTag;
  /** A text of the interface with its placeholders filled in (`count` picks the plural). */
  t(key: MessageKey, params?: MessageParams): string;
  /** The same, with elements in some placeholders: `rich("x", { email: <strong>…</strong> })`. */
  rich(
    key: MessageKey,
    elements: Readonly<Record<string, ReactNode>>,
    params?: MessageParams,
  ): ReactNode;
  dateTime(date: Date): string;
  date(date: Date): string;
  relativeTime(date: Date): string;
  /** "GitHub, Google and Email and password": Intl.ListFormat's "and" list. */
  list(items: readonly string[]): string;
}

const PLACEHOLDER_PART = /(\{\w+\})/;

/** The current language's texts and formats; the component re-renders when the language changes. */
export function useText(): Text {
  const { language, catalogue } = useSyncExternalStore(subscribeToLanguage, languageState);
  return {
    language,
    t: (key, params) => formatMessage(language, catalogue[key], params),
    rich: (key, elements, params) => {
      // Text parameters first; the placeholders left are the elements' places.
      const text = formatMessage(language, catalogue[key], params);
      return text.split(PLACEHOLDER_PART).map((part, index) => {
        const name = part.startsWith("{") && part.endsWith("}") ? part.slice(1, -1) : null;
        const element = name !== null && name in elements ? elements[name] : part;
        // The parts never move, so their position is a stable key.
        return createElement(Fragment, { key: index }, element);
      });
    },
    dateTime: (date) => formatDateTime(language, date),
    date: (date) => formatDate(language, date),
    relativeTime: (date) => formatRelativeTime(language, date),
    list: (items) => new Intl.ListFormat(language, { type: "conjunction" }).format(items),
  };
}
