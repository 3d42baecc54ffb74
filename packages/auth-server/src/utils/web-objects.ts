/**
 * Whether a value is a Web Response, told by its tag rather than `instanceof`: a Response made
 * by another realm or by a runtime's own class (e.g. @hono/node-server's) is one too.
 */
export function isWebResponse(value: unknown): value is Response {
  return Object.prototype.toString.call(value) === "[object Response]";
}

/** The same test for a Headers. */
export function isHeaders(value: unknown): value is Headers {
  return Object.prototype.toString.call(value) === "[object Headers]";
}
