import type { HmacSigner } from "../crypto/hmac";
import { boundedMapPerOwner } from "../utils/bounded-map";
import { decodeCookieValue, readRawCookie } from "./cookie-parse";
import { unsignValue } from "./signed-value";

/**
 * Per signer: signed cookie values exactly as requests carried them → the value their signature
 * verified. The same bytes decode and verify the same way every time, so a client that sends
 * its session cookie again and again (every page, every poll) has it decoded and its HMAC
 * checked once. Only values that verified are kept, and a bounded number.
 */
const verifiedOf = boundedMapPerOwner<string, string>(1024);

/**
 * A copy that shares nothing with the string it was cut from: a slice of the Cookie header would
 * keep the whole header alive as long as the memo keeps its entry.
 */
const ownCopy = (text: string): string => JSON.parse(JSON.stringify(text)) as string;

/**
 * The value a signed cookie's signature holds for (`value.signature`, as signValue writes it),
 * or null when the header has no such cookie or its signature does not verify. Synchronous
 * when this exact cookie verified before.
 */
export function readSignedCookie(
  header: string | null | undefined,
  name: string,
  signer: HmacSigner,
): string | null | Promise<string | null> {
  const raw = readRawCookie(header, name);
  if (raw === undefined) return null;
  const verified = verifiedOf(signer);
  const known = verified.get(raw);
  if (known !== undefined) return known;
  const signed = decodeCookieValue(raw);
  if (!signed) return null;
  return unsignValue(signer, signed).then((value) => {
    if (value !== null) verified.set(ownCopy(raw), value);
    return value;
  });
}
