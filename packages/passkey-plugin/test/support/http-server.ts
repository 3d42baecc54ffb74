import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { toNodeHandler } from "@tollgate/auth-server";
import { CookieCarrier, TEST_BASE_URL } from "@tollgate/auth-server/testing";

/** The auth handler on a real node:http server on 127.0.0.1 (a free port). */
export async function listen(auth: Parameters<typeof toNodeHandler>[0]) {
  const server = createServer(toNodeHandler(auth));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo; // listening on TCP: an AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A fetch over the network that plays a browser on the app's origin: it sends Origin and the
 * cookies it was given, and keeps the ones it gets.
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
