/**
 * The declared method of the path (the core's and plugins' `pathMethods`) first, then the
 * call's own method, then POST when the call carries body fields, else GET.
 */
export function pathMethod(
  path: string,
  pathMethods: Record<string, string>,
  explicit: string | undefined,
  hasBody: boolean,
): string {
  return pathMethods[path] ?? explicit ?? (hasBody ? "POST" : "GET");
}
