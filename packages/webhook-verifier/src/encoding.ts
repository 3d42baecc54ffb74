// The text encodings that signatures need: base64, and comparing signatures in constant time.

/**
 * Standard base64 (RFC 4648 §4, alphabet A–Z a–z 0–9 + /) in plain JavaScript, so it behaves
 * the same in every runtime. Decoding is strict: any character outside the alphabet, misplaced
 * padding or an impossible length gives `null`, never a silently different value.
 */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const INVALID = 255;
const PADDING = 61; // "="

const DECODE_TABLE = new Uint8Array(128).fill(INVALID);
for (let index = 0; index < ALPHABET.length; index++) {
  DECODE_TABLE[ALPHABET.charCodeAt(index)] = index;
}

function sextetAt(text: string, position: number): number {
  const charCode = text.charCodeAt(position);
  return charCode < 128 ? DECODE_TABLE[charCode]! : INVALID;
}

/** Decodes standard base64; padding is optional but, when present, must be correct. */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> | null {
  let length = text.length;
  if (length % 4 === 0 && length > 0 && text.charCodeAt(length - 1) === PADDING) {
    length -= text.charCodeAt(length - 2) === PADDING ? 2 : 1;
  }
  const remainder = length % 4;
  if (remainder === 1) return null;
  const bytes = new Uint8Array(((length * 3) >> 2) | 0);
  let byteIndex = 0;
  let position = 0;
  for (; position + 4 <= length; position += 4) {
    const a = sextetAt(text, position);
    const b = sextetAt(text, position + 1);
    const c = sextetAt(text, position + 2);
    const d = sextetAt(text, position + 3);
    if (a > 63 || b > 63 || c > 63 || d > 63) return null;
    bytes[byteIndex++] = (a << 2) | (b >> 4);
    bytes[byteIndex++] = ((b & 15) << 4) | (c >> 2);
    bytes[byteIndex++] = ((c & 3) << 6) | d;
  }
  if (remainder > 0) {
    const a = sextetAt(text, position);
    const b = sextetAt(text, position + 1);
    if (a > 63 || b > 63) return null;
    bytes[byteIndex++] = (a << 2) | (b >> 4);
    if (remainder === 3) {
      const c = sextetAt(text, position + 2);
      if (c > 63) return null;
      bytes[byteIndex++] = ((b & 15) << 4) | (c >> 2);
    }
  }
  return bytes;
}

/** Encodes bytes as padded standard base64. */
export function encodeBase64(bytes: Uint8Array): string {
  let text = "";
  let index = 0;
  for (; index + 3 <= bytes.length; index += 3) {
    const triple = (bytes[index]! << 16) | (bytes[index + 1]! << 8) | bytes[index + 2]!;
    text +=
      ALPHABET[triple >> 18]! +
      ALPHABET[(triple >> 12) & 63]! +
      ALPHABET[(triple >> 6) & 63]! +
      ALPHABET[triple & 63]!;
  }
  const left = bytes.length - index;
  if (left === 1) {
    const single = bytes[index]!;
    text += `${ALPHABET[single >> 2]!}${ALPHABET[(single & 3) << 4]!}==`;
  } else if (left === 2) {
    const pair = (bytes[index]! << 8) | bytes[index + 1]!;
    text += `${ALPHABET[pair >> 10]!}${ALPHABET[(pair >> 4) & 63]!}${ALPHABET[(pair & 15) << 2]!}=`;
  }
  return text;
}

/**
 * Compares two strings in time that depends only on their length, never on where they first
 * differ, so an attacker cannot learn a signature character by character from response times.
 * Used on base64 signatures of a fixed length, so the length itself tells nothing.
 */
export function constantTimeEqual(left: string, right: string): boolean {
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let index = 0; index < left.length; index++) {
    difference |= left.charCodeAt(index) ^ right.charCodeAt(index);
  }
  return difference === 0;
}
