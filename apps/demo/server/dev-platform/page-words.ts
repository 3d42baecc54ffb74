import type { LanguageTag } from "../../shared/i18n/languages";
import { formatMessage, type Message, type MessageParams } from "../../shared/i18n/message-format";
import { escapeHtml } from "../mail-templates";
import { languageOfPage, type PageLanguage, withPageLanguage } from "./page-language";
import { PAGE_CATALOGUES, type PageMessageKey } from "./page-messages";

/** Everything a page of the stand-in needs to speak one language. */
export interface PageWords {
  readonly language: LanguageTag;
  /** A text, its placeholders filled in (numbers and plurals by the language), not escaped. */
  text(key: PageMessageKey, params?: MessageParams): string;
  /** A text as HTML: its words escaped, its placeholders filled with the HTML given. */
  html(key: PageMessageKey, htmlParams?: MessageParams): string;
  /** An amount in minor units (cents), in the language's notation: "12,00 $". */
  money(amount: number, currency: string): string;
  /** A day, the language's way ("26. November 2026"), in UTC as the platform keeps it. */
  day(date: Date): string;
  /** A time of day, 24-hour, UTC ("09:05:03"). */
  time(date: Date): string;
  /**
   * One of the stand-in's own addresses, for the page's forms and redirects, with `lang=` kept
   * on it when the page's own address named the language (a browser sends its Accept-Language
   * again by itself).
   */
  keep(address: string): string;
}

/** The words of the page a request asks for, in its language (see languageOfPage). */
export function wordsOfRequest(request: Request): PageWords {
  return pageWords(languageOfPage(request));
}

export function pageWords({ tag: language, fromAddress }: PageLanguage): PageWords {
  const catalogue = PAGE_CATALOGUES[language];
  const currency = (code: string) =>
    new Intl.NumberFormat(language, { style: "currency", currency: code.toUpperCase() });
  const days = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
  const times = new Intl.DateTimeFormat(language, {
    timeStyle: "medium",
    hourCycle: "h23",
    timeZone: "UTC",
  });
  return {
    language,
    text: (key, params) => formatMessage(language, catalogue[key], params),
    html: (key, htmlParams) => formatMessage(language, escapedMessage(catalogue[key]), htmlParams),
    money: (amount, code) => currency(code).format(amount / 100),
    day: (date) => days.format(date),
    time: (date) => times.format(date),
    keep: (address) => (fromAddress ? withPageLanguage(address, language) : address),
  };
}

/** `{placeholders}` survive escaping (braces are not special in HTML). */
function escapedMessage(message: Message): Message {
  if (typeof message === "string") return escapeHtml(message);
  const forms = Object.entries(message).map(([form, text]) => [form, escapeHtml(text ?? "")]);
  return { other: escapeHtml(message.other), ...Object.fromEntries(forms) };
}

/** The words after a price: "per month", "per year", or "once" for a one-time purchase. */
export function intervalKey(interval: "month" | "year" | null): PageMessageKey {
  if (interval === "month") return "interval.month";
  if (interval === "year") return "interval.year";
  return "interval.once";
}
