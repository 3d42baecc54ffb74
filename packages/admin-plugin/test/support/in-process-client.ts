import { CookieCarrier, TEST_BASE_URL } from "@tollgate/auth-server/testing";

/** A fetch that plays a browser on the app's origin against an in-process server. */
export function browserFetch(
  server: { auth: { handler(request: Request): Promise<Response> } },
  jar: CookieCarrier = new CookieCarrier(),
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
