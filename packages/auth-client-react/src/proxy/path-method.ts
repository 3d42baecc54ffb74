/** Core endpoints that are POST although they take no body (a GET would be refused). */
const POST_WITHOUT_BODY = /^\/(sign-out|revoke-(other-)?sessions|delete-user)$/;

/** A plugin's pathMethods first, then the call's own method, then POST with a body, else GET. */
export function pathMethod(
  path: string,
  pathMethods: Record<string, string>,
  explicit: string | undefined,
  hasBody: boolean,
): string {
  return (
    pathMethods[path] ?? explicit ?? (hasBody || POST_WITHOUT_BODY.test(path) ? "POST" : "GET")
  );
}
