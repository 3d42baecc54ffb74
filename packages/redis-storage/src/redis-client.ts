/** What of a node-redis client (v4, v5) this package uses. */
export interface NodeRedisClient {
  sendCommand(args: string[]): Promise<unknown>;
  on(event: string, listener: (value: unknown) => void): unknown;
  connect(): Promise<unknown>;
  readonly isOpen: boolean;
  readonly isReady?: boolean;
}

/** What of an ioredis client this package uses. */
export interface IoRedisClient {
  call(command: string, ...args: (string | number)[]): Promise<unknown>;
  on(event: string, listener: (value: unknown) => void): unknown;
  disconnect(): void;
  readonly status?: string;
}

export type RedisClient = NodeRedisClient | IoRedisClient;

export function isIoRedis(client: RedisClient): client is IoRedisClient {
  return "call" in client && typeof client.call === "function";
}

/** One raw Redis command, whichever the client. */
export function commandRunner(client: RedisClient) {
  if (isIoRedis(client)) {
    return (args: readonly string[]) => {
      const [command, ...rest] = args;
      return client.call(command ?? "", ...rest);
    };
  }
  return (args: readonly string[]) => client.sendCommand([...args]);
}
