import type { FetchOptions } from "../fetch/fetch-types";
import type { AuthClientPlugin } from "../plugin/auth-client-plugin";
import type { SessionOptions } from "../session/session-state";

export interface AuthClientOptions {
  /** The server's origin; defaults to the page's origin in a browser. */
  baseURL?: string;
  /** Default "/api/auth". */
  basePath?: string;
  plugins?: readonly AuthClientPlugin[];
  /** Defaults for every call: headers, hooks, retry, customFetchImpl. */
  fetchOptions?: FetchOptions;
  /** Turns off the built-in redirect-following of `{ url, redirect: true }` answers. */
  disableDefaultFetchPlugins?: boolean;
  sessionOptions?: SessionOptions;
}
