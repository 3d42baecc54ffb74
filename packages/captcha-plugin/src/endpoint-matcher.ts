/**
 * A predicate over request paths from the configured patterns: exact paths, `*` for one path
 * segment, `**` for any rest. Trailing slashes and repeated slashes do not dodge it.
 */
export function endpointMatcher(patterns: readonly string[]): (path: string) => boolean {
  const exact = new Set<string>();
  const wildcards: RegExp[] = [];
  for (const pattern of patterns) {
    const normal = normalisePath(pattern);
    if (!normal.includes("*")) exact.add(normal);
    else wildcards.push(wildcardPattern(normal));
  }
  return (path) => {
    const normal = normalisePath(path);
    return exact.has(normal) || wildcards.some((wildcard) => wildcard.test(normal));
  };
}

function normalisePath(path: string): string {
  const single = `/${path}`.replace(/\/{2,}/g, "/");
  return single.length > 1 && single.endsWith("/") ? single.slice(0, -1) : single;
}

function wildcardPattern(pattern: string): RegExp {
  const source = pattern
    .split(/(\*\*|\*)/)
    .map((part) => (part === "**" ? ".*" : part === "*" ? "[^/]+" : escapeRegExp(part)))
    .join("");
  return new RegExp(`^${source}$`);
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
