import type { Logger } from "../utils/logger";

/** Defaults for a pg Pool whose application set none (milliseconds). */
export const POSTGRES_TIMEOUTS = {
  /** Waiting for a free connection of the pool, or for a new connection to open. */
  connectionTimeoutMillis: 5000,
  /** PostgreSQL cancels a statement that runs longer (server side). */
  statement_timeout: 10_000,
  /** The client stops waiting for an answer (a stalled network, a frozen server). */
  query_timeout: 12_000,
} as const;

/** Defaults for a mysql2 pool: connect timeout (ms) and statement time limit (s). */
export const MYSQL_TIMEOUTS = { connectTimeout: 5000, statementSeconds: 10 } as const;

const guarded = new WeakSet<object>();

interface EventSource {
  on(event: string, listener: (...args: never[]) => void): unknown;
}

function isEventSource(value: unknown): value is EventSource {
  return (
    typeof value === "object" && value !== null && "on" in value && typeof value.on === "function"
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * Logs a dependency's errors once per outage: the first error of an outage is logged, the
 * ones after it are not until the dependency has connected again (`recovered`).
 */
export function createOutageLog(logger: Pick<Logger, "error" | "warn">, name: string) {
  let down = false;
  return {
    failed(error: unknown) {
      if (down) return;
      down = true;
      logger.error(
        `${name} connection failed; requests that need it answer 503 until it is back`,
        error,
      );
    },
    recovered() {
      if (!down) return;
      down = false;
      logger.warn(`${name} connected again`);
    },
  };
}

/**
 * The database client the application handed to createAuth, made to survive a blip whatever
 * the application forgot: an 'error' listener on the pool and on each of its connections (an
 * 'error' event nobody listens to ends the process), logging once per outage; and timeouts
 * the application did not set (POSTGRES_TIMEOUTS, MYSQL_TIMEOUTS), so a request never waits
 * on a stalled database without bound. Anything else (SQLite, a Kysely instance or dialect)
 * is left as it is.
 */
export function guardDatabaseClient(given: unknown, logger: Pick<Logger, "error" | "warn">): void {
  // A Drizzle database is used through its driver's client (create-kysely.ts): guard that.
  const input = isRecord(given) && "$client" in given ? given.$client : given;
  // Once per pool: several createAuth calls may share one (tests, several auth configurations).
  if (!isRecord(input) || guarded.has(input)) return;
  guarded.add(input);
  if (isEventSource(input) && "connect" in input && isRecord(input.options)) {
    guardPgPool(input, input.options, logger);
    return;
  }
  const mysqlPool = "config" in input ? input : isRecord(input.pool) ? input.pool : null;
  if (mysqlPool && isEventSource(mysqlPool) && "getConnection" in mysqlPool)
    guardMysqlPool(mysqlPool, logger);
}

function guardPgPool(
  pool: EventSource,
  options: Record<string, unknown>,
  logger: Pick<Logger, "error" | "warn">,
): void {
  // pg-pool reads these when it opens a connection, so defaults set now apply to every one.
  for (const [name, value] of Object.entries(POSTGRES_TIMEOUTS)) {
    if (options[name] === undefined) options[name] = value;
  }
  const outage = createOutageLog(logger, "PostgreSQL");
  pool.on("error", (error: unknown) => outage.failed(error));
  noteConnectResults(pool, outage);
  pool.on("connect", (client: unknown) => {
    outage.recovered();
    // A checked-out connection that dies emits 'error' on its client, which pg-pool only
    // listens to while the client is idle.
    if (isEventSource(client)) client.on("error", (error: unknown) => outage.failed(error));
  });
}

/**
 * A connection that cannot be opened (refused, timed out) rejects `pool.connect()` without any
 * event: the promise it answers is watched too, so that outage is logged (once) as well.
 */
function noteConnectResults(pool: object, outage: ReturnType<typeof createOutageLog>): void {
  if (!("connect" in pool) || typeof pool.connect !== "function") return;
  // Checked to be a function above; TypeScript only knows it as Function.
  const connect = pool.connect as (...args: unknown[]) => unknown;
  Object.assign(pool, {
    connect(this: unknown, ...args: unknown[]) {
      const result = connect.apply(this, args);
      if (result instanceof Promise)
        result.then(
          () => outage.recovered(),
          (error: unknown) => outage.failed(error),
        );
      return result;
    },
  });
}

function guardMysqlPool(pool: EventSource, logger: Pick<Logger, "error" | "warn">): void {
  const config = isRecord(pool) && isRecord(pool.config) ? pool.config : undefined;
  const connection =
    config && isRecord(config.connectionConfig) ? config.connectionConfig : undefined;
  if (connection && connection.connectTimeout === 10_000)
    connection.connectTimeout = MYSQL_TIMEOUTS.connectTimeout; // mysql2's own default
  const outage = createOutageLog(logger, "MySQL");
  pool.on("error", (error: unknown) => outage.failed(error));
  pool.on("connection", (opened: unknown) => {
    outage.recovered();
    if (!isEventSource(opened)) return;
    opened.on("error", (error: unknown) => outage.failed(error));
    // A statement time limit per session: MariaDB's max_statement_time (seconds) or MySQL's
    // max_execution_time (milliseconds, reads only); the one the server does not know fails
    // harmlessly.
    if (!("query" in opened) || typeof opened.query !== "function") return;
    const seconds = MYSQL_TIMEOUTS.statementSeconds;
    const ignore = () => undefined;
    opened.query(`SET SESSION max_statement_time = ${seconds}`, ignore);
    opened.query(`SET SESSION max_execution_time = ${seconds * 1000}`, ignore);
  });
}
