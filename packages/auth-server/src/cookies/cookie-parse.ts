/** A cookie value as sent (quotes, percent-encoding, surrounding spaces) as its value. */
export function decodeCookieValue(raw: string): string {
  let value = raw.trim();
  if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Parses a Cookie request header into name → decoded value (first occurrence wins). */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    cookies.set(name, decodeCookieValue(part.slice(eq + 1)));
  }
  return cookies;
}

/**
 * One cookie's value exactly as the header carries it (not decoded), found by scanning: a
 * browser's header carries the application's other cookies too.
 */
export function readRawCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header || !name) return undefined;
  let start = 0;
  while (start <= header.length) {
    const semicolon = header.indexOf(";", start);
    const end = semicolon < 0 ? header.length : semicolon;
    const eq = header.indexOf("=", start);
    if (eq >= 0 && eq < end && header.slice(start, eq).trim() === name) {
      return header.slice(eq + 1, end);
    }
    start = end + 1;
  }
  return undefined;
}

/**
 * One cookie's decoded value, as `parseCookieHeader(header).get(name)` would give it: only the
 * wanted one is decoded.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  const raw = readRawCookie(header, name);
  return raw === undefined ? undefined : decodeCookieValue(raw);
}
