// Node-only test helpers: the auth handler on a real port, and a browser-like fetch to call it,
// for tests that drive a server with another library's client (Better Auth's, the React one).
import { createServer } from "node:http";
import { toNodeHandler } from "../node/to-node-handler";
import { CookieCarrier } from "./cookie-carrier";
import { TEST_BASE_URL } from "./test-auth";

export interface ListeningServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

/** The auth handler on a node:http server on 127.0.0.1, on a free port. */
export async function listen(auth: Parameters<typeof toNodeHandler>[0]): Promise<ListeningServer> {
  const server = createServer(toNodeHandler(auth));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("not listening on TCP");
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A fetch over the network that plays a browser on the app's origin (TEST_BASE_URL): it sends
 * Origin and the cookies of `jar`, and keeps the ones it gets.
 */
export function browserHttpFetch(jar: CookieCarrier = new CookieCarrier()) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    headers.set("origin", TEST_BASE_URL);
    const cookie = jar.header();
    if (cookie) headers.set("cookie", cookie);
    const response = await fetch(input, { ...init, headers });
    jar.take(response);
    return response;
  };
}
