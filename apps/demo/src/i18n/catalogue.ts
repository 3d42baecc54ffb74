import type { LanguageTag } from "../../shared/i18n/languages";
import type { Message } from "../../shared/i18n/message-format";
import type { en } from "./messages/en";

/** The name of one text of the interface; English's catalogue defines them all. */
export type MessageKey = keyof typeof en;

/** Every text of the interface in one language. The type checker refuses a missing key. */
export type Catalogue = Readonly<Record<MessageKey, Message>>;

/**
 * Each language's catalogue is its own chunk of the build, fetched when that language is
 * chosen: a visitor downloads only the language they read.
 */
export const CATALOGUE_LOADERS: Record<LanguageTag, () => Promise<Catalogue>> = {
  en: () => import("./messages/en").then((module) => module.en),
  de: () => import("./messages/de").then((module) => module.de),
  es: () => import("./messages/es").then((module) => module.es),
  fr: () => import("./messages/fr").then((module) => module.fr),
  pl: () => import("./messages/pl").then((module) => module.pl),
  ru: () => import("./messages/ru").then((module) => module.ru),
  tr: () => import("./messages/tr").then((module) => module.tr),
  uk: () => import("./messages/uk").then((module) => module.uk),
};
