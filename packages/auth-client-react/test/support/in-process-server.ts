import type { AuthOptions } from "@tollgate/auth-server";
import { CookieCarrier, createTestAuth, TEST_BASE_URL } from "@tollgate/auth-server/testing";

export interface SentRequest {
  url: string;
  method: string;
  credentials: RequestCredentials | undefined;
  body: string | null;
}

/**
 * A real auth server in-process plus a browser-like `customFetchImpl` for the client: it keeps a
 * cookie jar between calls (as a browser would with `credentials: "include"`) and records what
 * was sent. `overrides` are createTestAuth's (server options).
 */
export async function inProcessServer<const O extends Partial<AuthOptions> = object>(
  overrides?: O,
) {
  const server = await createTestAuth({
    ...overrides,
    emailAndPassword: {
      enabled: true,
      // Hashing at normal priority never waits on a timer (background hashing pauses with
      // setTimeout while the event loop is busy), so tests that fake timers cannot freeze it.
      passwordHashPriority: "normal",
      ...overrides?.emailAndPassword,
    },
  });
  const jar = new CookieCarrier();
  const sent: SentRequest[] = [];
  const customFetchImpl = async (input: string, init: RequestInit): Promise<Response> => {
    const body = typeof init.body === "string" ? init.body : null;
    sent.push({ url: input, method: init.method ?? "GET", credentials: init.credentials, body });
    const headers = new Headers(init.headers);
    headers.set("origin", TEST_BASE_URL);
    const cookie = jar.header();
    if (cookie) headers.set("cookie", cookie);
    const response = await server.auth.handler(
      new Request(input, { method: init.method ?? "GET", headers, body }),
    );
    jar.take(response);
    return response;
  };
  const sessionFetches = () => sent.filter((request) => request.url.includes("/get-session"));
  return {
    server,
    auth: server.auth,
    jar,
    sent,
    sessionFetches,
    customFetchImpl,
    baseURL: TEST_BASE_URL,
  };
}

let counter = 0;
/** A fresh sign-up body. */
export const newUser = () => {
  counter++;
  return {
    email: `person${counter}@example.com`,
    password: "correct horse battery",
    name: `Person ${counter}`,
  };
};
