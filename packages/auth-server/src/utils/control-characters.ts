/**
 * True when `text` holds a control character: C0 (U+0000–U+001F, tab and line breaks
 * included), DEL (U+007F) or C1 (U+0080–U+009F). None belongs in a name or a URL, and Node
 * refuses C0 controls in a header value.
 */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
