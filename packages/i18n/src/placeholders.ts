import type { Message } from "./catalogue";

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names in a text, e.g. "Provider {x} not found" → ["x"]. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
}

/** Every text of a message: itself, or each of its plural variants. */
export function textsOf(message: Message): string[] {
  if (typeof message === "string") return [message];
  const { count: _count, ...variants } = message;
  return Object.values(variants).filter((text): text is string => typeof text === "string");
}

/** Fills `{name}` from values already written out; a placeholder without a value stays. */
export function fillPlaceholders(text: string, written: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => written[name] ?? whole);
}
