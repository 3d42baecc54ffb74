import { createAuthClient } from "@tollgate/auth-client-react";
import {
  CookieCarrier,
  createTestAuth,
  inProcessBrowserFetch,
  TEST_BASE_URL,
} from "@tollgate/auth-server/testing";
import { usernameClient } from "../../src/client";
import { username } from "../../src/index";

/** A server with this plugin on in-memory SQLite. */
export const serverWithUsernames = () => createTestAuth({ plugins: [username()] });

/** The React client against an in-process server, with a cookie jar playing the browser. */
export async function clientAgainstInProcessServer() {
  const server = await serverWithUsernames();
  const jar = new CookieCarrier();
  const client = createAuthClient({
    baseURL: TEST_BASE_URL,
    plugins: [usernameClient()],
    fetchOptions: { customFetchImpl: inProcessBrowserFetch(server.auth, jar) },
    sessionOptions: { crossTabSync: false },
  });
  return { server, client, jar };
}
