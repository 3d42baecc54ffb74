import type { NextHeadersModule } from "../../src/next-js/next-cookies";

export interface SetCall {
  name: string;
  value: string;
  options: Record<string, unknown>;
}

/**
 * Stands in for `next/headers` inside one Next.js request (Next's own request scope cannot be
 * entered outside a Next server; the examples/nextjs app runs the real one): the request's
 * headers, and a cookie store that records what is set on it.
 */
export function fakeNextRequest(requestHeaders: Record<string, string> = {}) {
  const set: SetCall[] = [];
  const module: NextHeadersModule = {
    headers: async () => new Headers(requestHeaders),
    cookies: async () => ({
      set(name: string, value: string, options: Record<string, unknown>) {
        set.push({ name, value, options });
      },
    }),
  };
  return { load: async () => module, set };
}

/** The Cookie header a browser would send back after the recorded sets. */
export function cookieHeaderOf(set: SetCall[]): string {
  const jar = new Map<string, string>();
  for (const call of set) {
    if (call.options.maxAge === 0) jar.delete(call.name);
    else jar.set(call.name, call.value);
  }
  return [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; ");
}
