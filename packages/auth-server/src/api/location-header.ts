/**
 * A redirect target as a Location header can carry it: every character outside printable
 * ASCII (non-ASCII letters, spaces, controls) percent-encoded as UTF-8, everything else
 * (including existing %XX escapes) left as it is. Node refuses a header value with a character
 * above U+00FF and sends Latin-1 ones raw; browsers expect the encoded form either way.
 */
export function toLocationHeader(url: string): string {
  if (/^[\x21-\x7e]*$/.test(url)) return url;
  return url.replace(/[^\x21-\x7e]/gu, (character) =>
    // A lone surrogate has no UTF-8 form: it becomes U+FFFD, as TextEncoder would make it.
    character.length === 1 && /[\ud800-\udfff]/.test(character)
      ? "%EF%BF%BD"
      : encodeURIComponent(character),
  );
}
