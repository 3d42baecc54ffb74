/** A relative path that stays on this site: "/x", never "//host" or "/\host". */
export function isSafeRelativePath(value: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(value) && !value.includes("://");
}

function globToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*");
  return new RegExp(`^${escaped}$`, "i");
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

export interface TrustedOriginMatcher {
  /** True for an absolute http(s) URL whose origin is trusted. */
  matches(url: string, extra?: string[]): boolean;
}

/** Exact origins go into a Set; `*` patterns are compiled once. */
export function createTrustedOriginMatcher(origins: string[]): TrustedOriginMatcher {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  const add = (origin: string) => {
    if (origin.includes("*")) patterns.push(globToRegExp(origin.replace(/\/$/, "")));
    else {
      const normalised = originOf(origin);
      if (normalised) exact.add(normalised);
    }
  };
  origins.forEach(add);
  return {
    matches(url, extra) {
      const origin = originOf(url);
      if (!origin) return false;
      if (exact.has(origin) || patterns.some((pattern) => pattern.test(origin))) return true;
      if (!extra?.length) return false;
      return createTrustedOriginMatcher(extra).matches(url);
    },
  };
}
