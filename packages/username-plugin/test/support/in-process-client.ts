import { createAuthClient } from "@tollgate/auth-client-react";
import { CookieCarrier, createTestAuth, TEST_BASE_URL } from "@tollgate/auth-server/testing";
import { usernameClient } from "../../src/client";
import { username } from "../../src/index";

/** The React client against an in-process server, with a cookie jar playing the browser. */
export async function clientAgainstInProcessServer() {
  const server = await createTestAuth({ plugins: [username()] });
  const jar = new CookieCarrier();
  const customFetchImpl = async (input: string, init: RequestInit): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set("origin", TEST_BASE_URL);
    const cookie = jar.header();
    if (cookie) headers.set("cookie", cookie);
    const body = typeof init.body === "string" ? init.body : null;
    const response = await server.auth.handler(
      new Request(input, { method: init.method ?? "GET", headers, body }),
    );
    jar.take(response);
    return response;
  };
  const client = createAuthClient({
    baseURL: TEST_BASE_URL,
    plugins: [usernameClient()],
    fetchOptions: { customFetchImpl },
    sessionOptions: { crossTabSync: false },
  });
  return { server, client, jar };
}
