/** The client IP from the first configured trusted header that carries one (first hop of a list). */
export function clientIpFromHeaders(headers: Headers, trusted: readonly string[]): string | null {
  for (const name of trusted) {
    const value = headers.get(name);
    if (!value) continue;
    const first = value.split(",")[0]?.trim();
    if (first) return first;
  }
  return null;
}
