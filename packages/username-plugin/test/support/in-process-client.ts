import { createAuthClient } from "@tollgate/auth-client-react";
import { CookieCarrier, createTestAuth, TEST_BASE_URL } from "@tollgate/auth-server/testing";
import { usernameClient } from "../../src/client";
import { username } from "../../src/index";

/** A server with this plugin on in-memory SQLite. */
export const serverWithUsernames = () => createTestAuth({ plugins: [username()] });

/** A fetch that plays a browser on the app's origin against the in-process server. */
export function browserFetch(
  server: { auth: { handler(request: Request): Promise<Response> } },
  jar: CookieCarrier,
) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    headers.set("origin", TEST_BASE_URL);
    const cookie = jar.header();
    if (cookie) headers.set("cookie", cookie);
    const body = typeof init?.body === "string" ? init.body : null;
    const response = await server.auth.handler(
      new Request(input, { method: init?.method ?? "GET", headers, body }),
    );
    jar.take(response);
    return response;
  };
}

/** The React client against an in-process server, with a cookie jar playing the browser. */
export async function clientAgainstInProcessServer() {
  const server = await serverWithUsernames();
  const jar = new CookieCarrier();
  const client = createAuthClient({
    baseURL: TEST_BASE_URL,
    plugins: [usernameClient()],
    fetchOptions: { customFetchImpl: browserFetch(server, jar) },
    sessionOptions: { crossTabSync: false },
  });
  return { server, client, jar };
}
