import type { LanguageTag } from "../../../shared/i18n/languages";

/**
 * The platform's checkout or portal address as the billing plugin answered it, with the
 * reader's language added as `lang=`: the browser follows it with its own Accept-Language, not
 * the language chosen in the demo, so the address carries it (the local stand-in's pages read
 * it). The path, the other parameters and any fragment stay exactly as they were; an address
 * that already names a language is left alone.
 */
export function inReaderLanguage(address: string, language: LanguageTag): string {
  const url = new URL(address);
  if (url.searchParams.has("lang")) return address;
  const hashAt = address.indexOf("#");
  const beforeHash = hashAt === -1 ? address : address.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : address.slice(hashAt);
  const separator = url.search === "" ? (beforeHash.endsWith("?") ? "" : "?") : "&";
  return `${beforeHash}${separator}lang=${encodeURIComponent(language)}${hash}`;
}
