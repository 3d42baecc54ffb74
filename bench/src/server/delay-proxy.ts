import { createConnection, createServer, type Server, type Socket } from "node:net";

/** A TCP proxy on 127.0.0.1 in front of a database, adding a fixed delay each way. */
export interface DelayProxy {
  port: number;
  close(): Promise<void>;
}

/**
 * Forwards each chunk after `delayMs`, in order (timers of the same length fire in the order
 * they were set): a database `2 × delayMs` of round trip away, like a managed database in
 * another zone. Bandwidth is not limited; only latency is added.
 */
export async function startDelayProxy(
  upstream: { host: string; port: number },
  delayMs: number,
): Promise<DelayProxy> {
  const sockets = new Set<Socket>();
  const forward = (from: Socket, to: Socket) => {
    from.on("data", (chunk) => {
      setTimeout(() => {
        if (!to.destroyed) to.write(chunk);
      }, delayMs);
    });
    from.on("end", () => setTimeout(() => to.end(), delayMs));
    from.on("error", () => to.destroy());
    from.on("close", () => setTimeout(() => to.destroy(), delayMs));
  };
  const server: Server = createServer((client) => {
    const database = createConnection(upstream);
    for (const socket of [client, database]) {
      socket.setNoDelay(true);
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    }
    forward(client, database);
    forward(database, client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("proxy has no port");
  return {
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
