import type { LocaleTag } from "./language-ids";

/**
 * A message whose words depend on a number: one text per plural category of the language, as
 * `Intl.PluralRules` names them (`one`, `few`, `many`, `other`, …), chosen by the value of the
 * placeholder `count` names. Every variant keeps the English message's placeholders.
 */
export interface PluralMessage {
  readonly count: string;
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/** A translated message: a text with `{placeholders}`, or plural variants of it. */
export type Message = string | PluralMessage;

/** One language's messages, by error code. */
export interface Catalogue<Code extends string = string> {
  readonly locale: LocaleTag;
  readonly messages: Readonly<Record<Code, Message>>;
}
