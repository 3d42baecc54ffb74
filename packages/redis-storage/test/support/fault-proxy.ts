// A TCP proxy between a client and a server (Redis, PostgreSQL) that injects the faults a
// network or a server restart brings: refuse new connections, drop every open one, stall
// (connections stay open and nothing flows either way), and heal.
import { connect, createServer, type Server, type Socket } from "node:net";

export type FaultMode = "forward" | "refuse" | "stall";

export interface FaultProxy {
  /** The proxy's port on 127.0.0.1. */
  readonly port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  /** New connections are reset at once (ECONNRESET); open ones keep working until dropped. */
  refuse(): void;
  /** Resets every open connection, both sides. */
  drop(): void;
  /** Nothing flows on open or new connections until heal(); bytes are held, not lost. */
  stall(): void;
  /** Back to forwarding; what a stall held is delivered. */
  heal(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket | null;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let mode: FaultMode = "forward";
  const pairs = new Set<Pair>();

  const connectUpstream = (pair: Pair) => {
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
    upstream.on("error", () => pair.client.destroy());
    upstream.on("close", () => pair.client.destroy());
  };

  const server: Server = createServer((client) => {
    client.on("error", () => undefined);
    if (mode === "refuse") {
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on("close", () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (mode === "stall") client.pause();
    else connectUpstream(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("fault proxy: no port");

  const setStalled = (stalled: boolean) => {
    for (const pair of pairs) {
      if (stalled) {
        pair.client.pause();
        pair.upstream?.pause();
      } else {
        if (!pair.upstream) connectUpstream(pair);
        pair.client.resume();
        pair.upstream?.resume();
      }
    }
  };

  const proxy: FaultProxy = {
    port: address.port,
    urlFor(url) {
      const parsed = new URL(url);
      parsed.hostname = "127.0.0.1";
      parsed.port = String(address.port);
      return parsed.toString();
    },
    refuse() {
      setStalled(false);
      mode = "refuse";
    },
    drop() {
      for (const pair of pairs) {
        pair.upstream?.destroy();
        pair.client.resetAndDestroy();
      }
      pairs.clear();
    },
    stall() {
      mode = "stall";
      setStalled(true);
    },
    heal() {
      mode = "forward";
      setStalled(false);
    },
    async close() {
      proxy.drop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
