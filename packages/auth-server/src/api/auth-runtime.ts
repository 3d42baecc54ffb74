import type { AuthContext, RequestContext } from "../context/context-types";
import type { AfterHook, AnyEndpoint, BeforeHook, GlobalHooks } from "../plugins/plugin-types";
import type { ClientIpPolicy } from "./client-ip";
import { REQUEST_SOURCE, type RequestSource } from "./lazy-request";
import type { Router } from "./router";

/** Everything the request path needs, assembled once by createAuth. */
export interface AuthRuntime {
  context: AuthContext;
  /** The shared context under the lazy `request` accessor: each request context's prototype. */
  requestContextBase: AuthContext;
  endpoints: Record<string, AnyEndpoint>;
  router: Router;
  beforeHooks: readonly BeforeHook[];
  afterHooks: readonly AfterHook[];
  globalHooks: GlobalHooks;
  maxBodySize: number;
  clientIpPolicy: ClientIpPolicy;
}

/**
 * A fresh per-request context over the shared one: it inherits every shared member through its
 * prototype (no copying per request) and owns what this request learns, so writes never reach
 * the shared context. Its `request` is read from `seed.request` when first asked for
 * (lazy-request.ts).
 */
export function createRequestContext(
  runtime: AuthRuntime,
  seed: { clientIp: string | null; request: RequestSource; viaHttp: boolean },
): RequestContext {
  const inherited: RequestContext = Object.create(runtime.requestContextBase);
  return Object.assign(inherited, {
    currentSession: null,
    newSession: null,
    clientIp: seed.clientIp,
    viaHttp: seed.viaHttp,
    [REQUEST_SOURCE]: seed.request,
  });
}
