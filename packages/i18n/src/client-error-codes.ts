/**
 * The codes a client meets that no server catalogue holds: `@tollgate/auth-client-react`'s own
 * (a call that got no answer), and a rate-limit refusal told with its Retry-After. English, like
 * the server catalogues; every language translates them too.
 */
export const CLIENT_ERROR_CODES = Object.freeze({
  /** No answer arrived (`AuthClientError.status` 0). */
  NETWORK_ERROR: "Could not reach the server. Check your connection and try again.",
  /** The caller aborted the request. */
  ABORTED: "The request was cancelled",
  /** TOO_MANY_REQUESTS when the app passes the answer's Retry-After to translateError. */
  TOO_MANY_REQUESTS_RETRY_AFTER: "Too many requests. Try again in {seconds} seconds.",
} as const);
