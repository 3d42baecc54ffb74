/** `{baseURL}{basePath}{path}?{query}`; undefined and null query values are left out. */
export function buildURL(
  base: string,
  path: string,
  query: Record<string, unknown> | undefined,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value != null)
      params.append(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  const search = params.toString();
  return base + path + (search && `?${search}`);
}
