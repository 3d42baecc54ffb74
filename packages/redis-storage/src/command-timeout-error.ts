/**
 * A Redis command that got no answer in time. `code` is ETIMEDOUT, so a server that tells
 * dependency failures from bugs (like @tollgate/auth-server) answers 503, not 500.
 */
export class RedisCommandTimeoutError extends Error {
  override readonly name = "RedisCommandTimeoutError";
  readonly code = "ETIMEDOUT";
  constructor(command: string, timeoutMs: number) {
    super(`Redis ${command} got no answer in ${timeoutMs} ms`);
  }
}

/** `run`, or a RedisCommandTimeoutError once `timeoutMs` has passed without an answer. */
export async function withTimeout<T>(
  command: string,
  timeoutMs: number,
  run: () => Promise<T>,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisCommandTimeoutError(command, timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([run(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
