// A real node:http server on 127.0.0.1 around toNodeHandler, closed after each test.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { toNodeHandler } from "@tollgate/auth-server";
import { afterEach } from "vitest";

type NodeAuth = Parameters<typeof toNodeHandler>[0];

/** Returns `serve(auth)`, which answers the base URL (http://127.0.0.1:<port>) of a new server. */
export function nodeServers(): (auth: NodeAuth) => Promise<string> {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0))
      await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return async (auth) => {
    const server = createServer(toNodeHandler(auth));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo; // listening on TCP, so an AddressInfo
    return `http://127.0.0.1:${port}`;
  };
}
