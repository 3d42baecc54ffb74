import { useSyncExternalStore } from "react";
import type { LanguageTag } from "../../shared/i18n/languages";
import { formatMessage, type MessageParams } from "../../shared/i18n/message-format";
import type { MessageKey } from "./catalogue";
import { formatDate, formatDateTime, formatRelativeTime } from "./dates";
import { languageState, subscribeToLanguage } from "./language-store";

export interface Text {
  language: LanguageTag;
  /** A text of the interface with its placeholders filled in (`count` picks the plural). */
  t(key: MessageKey, params?: MessageParams): string;
  dateTime(date: Date): string;
  date(date: Date): string;
  relativeTime(date: Date): string;
}

/** The current language's texts and formats; the component re-renders when the language changes. */
export function useText(): Text {
  const { language, catalogue } = useSyncExternalStore(subscribeToLanguage, languageState);
  return {
    language,
    t: (key, params) => formatMessage(language, catalogue[key], params),
    dateTime: (date) => formatDateTime(language, date),
    date: (date) => formatDate(language, date),
    relativeTime: (date) => formatRelativeTime(language, date),
  };
}
