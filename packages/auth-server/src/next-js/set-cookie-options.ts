/** A cookie as Next.js's `cookies().set(name, value, options)` takes it. */
export interface NextCookie {
  name: string;
  value: string;
  options: {
    maxAge?: number;
    expires?: Date;
    path?: string;
    domain?: string;
    secure?: boolean;
    httpOnly?: boolean;
    sameSite?: "lax" | "strict" | "none";
    partitioned?: boolean;
  };
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function sameSiteOf(value: string): "lax" | "strict" | "none" | undefined {
  const lower = value.toLowerCase();
  return lower === "lax" || lower === "strict" || lower === "none" ? lower : undefined;
}

/**
 * One Set-Cookie value read back into name, value and attributes. The value is decoded:
 * Next.js encodes it again when it writes the header, so the browser gets the same bytes.
 */
export function readSetCookie(header: string): NextCookie | null {
  const [pair = "", ...attributes] = header.split(";");
  const eq = pair.indexOf("=");
  if (eq <= 0) return null;
  const cookie: NextCookie = {
    name: pair.slice(0, eq).trim(),
    value: decoded(pair.slice(eq + 1).trim()),
    options: {},
  };
  const { options } = cookie;
  for (const attribute of attributes) {
    const split = attribute.indexOf("=");
    const key = (split < 0 ? attribute : attribute.slice(0, split)).trim().toLowerCase();
    const value = split < 0 ? "" : attribute.slice(split + 1).trim();
    if (key === "max-age" && /^-?\d+$/.test(value)) options.maxAge = Number(value);
    else if (key === "expires" && !Number.isNaN(Date.parse(value)))
      options.expires = new Date(value);
    else if (key === "path") options.path = value;
    else if (key === "domain") options.domain = value;
    else if (key === "secure") options.secure = true;
    else if (key === "httponly") options.httpOnly = true;
    else if (key === "partitioned") options.partitioned = true;
    else if (key === "samesite") {
      const sameSite = sameSiteOf(value);
      if (sameSite) options.sameSite = sameSite;
    }
  }
  return cookie;
}
