import { CookieCarrier } from "./cookie-carrier";
import { TEST_BASE_URL } from "./test-auth";

/**
 * A fetch that plays a browser on the app's origin (TEST_BASE_URL) against `auth.handler` in
 * this process, without a port: it sends Origin and the cookies of `jar`, keeps the ones it
 * gets, and hands redirects back as they are. For another library's client as `customFetchImpl`.
 */
export function inProcessBrowserFetch(
  auth: { handler(request: Request): Promise<Response> },
  jar: CookieCarrier = new CookieCarrier(),
) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    headers.set("origin", TEST_BASE_URL);
    const cookie = jar.header();
    if (cookie) headers.set("cookie", cookie);
    const body = typeof init?.body === "string" ? init.body : null;
    const response = await auth.handler(
      new Request(input, { method: init?.method ?? "GET", headers, body, redirect: "manual" }),
    );
    jar.take(response);
    return response;
  };
}
