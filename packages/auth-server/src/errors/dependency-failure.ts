/**
 * A dependency (the database, the secondary storage) could not be reached or did not answer in
 * time. Requests that meet one answer 503 SERVICE_UNAVAILABLE with Retry-After instead of 500:
 * a client or a load balancer can tell "try again" from a bug.
 */
export class DependencyUnavailableError extends Error {
  override readonly name = "DependencyUnavailableError";
  constructor(
    readonly dependency: "database" | "secondary storage",
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${dependency} unavailable: ${reason}`, options);
  }
}

/** Seconds a client is told to wait before retrying after a dependency failure. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

/** Node's socket errors: the peer refused, reset or did not answer. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  // mysql2
  "PROTOCOL_CONNECTION_LOST",
  "PROTOCOL_SEQUENCE_TIMEOUT",
  "ER_CON_COUNT_ERROR",
]);

/**
 * PostgreSQL SQLSTATEs of a server that is going away or cannot take the connection:
 * admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, query_canceled
 * (statement_timeout), connection_exception and its subclasses.
 */
const POSTGRES_STATES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);

/** Error names of node-redis and ioredis for a connection that is closed or was lost. */
const CLIENT_ERROR_NAMES = new Set([
  "ClientClosedError",
  "ClientOfflineError",
  "SocketClosedUnexpectedlyError",
  "ConnectionTimeoutError",
  "SocketTimeoutError",
  "ReconnectStrategyError",
  "MaxRetriesPerRequestError",
  "TimeoutError",
]);

/** Messages of drivers that throw a plain Error for a lost or stalled connection. */
const MESSAGE_PATTERNS = [
  /^Connection terminated/, // pg: "Connection terminated unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect/, // pg-pool: connectionTimeoutMillis
  /^Query read timeout/, // pg: query_timeout
  /^Client has encountered a connection error/, // pg
  /^Connection is closed/, // ioredis
  /^Stream isn't writeable and enableOfflineQueue options is false/, // ioredis
  /^The client is closed/, // node-redis
  /^Socket closed unexpectedly/, // node-redis
  /^Command timed out/, // ioredis commandTimeout
  /^Pool is closed/, // mysql2
];

function isDirectDependencyFailure(error: Error): boolean {
  if (error instanceof DependencyUnavailableError) return true;
  const code = "code" in error ? error.code : undefined;
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || POSTGRES_STATES.has(code) || code.startsWith("08")) return true;
  }
  if (CLIENT_ERROR_NAMES.has(error.name) || CLIENT_ERROR_NAMES.has(error.constructor.name))
    return true;
  return MESSAGE_PATTERNS.some((pattern) => pattern.test(error.message));
}

/**
 * Whether `error` says a dependency was unreachable or too slow, rather than a bug: connection
 * refused or reset, a timeout, a server shutting down. Looks through `cause` chains and
 * AggregateErrors (a connection attempt to several addresses), at most a few levels deep.
 */
export function isDependencyFailure(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  if (isDirectDependencyFailure(error)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDependencyFailure(e, depth + 1))
  )
    return true;
  return isDependencyFailure(error.cause, depth + 1);
}
