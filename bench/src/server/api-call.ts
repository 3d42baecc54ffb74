/** One request a browser would make (JSON, Origin, the session cookie); any non-2xx throws with the answer. */
export async function apiCall<T>(
  baseUrl: string,
  cookie: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/auth${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", origin: "http://127.0.0.1", cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Fails the scenario when a seeded answer is not what both servers must answer. */
export function expectEqual(what: string, actual: unknown, expected: unknown): void {
  if (actual !== expected) throw new Error(`${what}: expected ${expected}, got ${actual}`);
}
