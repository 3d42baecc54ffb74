import type { AuthContext, RequestContext } from "../context/context-types";
import type { AfterHook, AnyEndpoint, BeforeHook, GlobalHooks } from "../plugins/plugin-types";
import type { Router } from "./router";

/** Everything the request path needs, assembled once by createAuth. */
export interface AuthRuntime {
  context: AuthContext;
  endpoints: Record<string, AnyEndpoint>;
  router: Router;
  beforeHooks: readonly BeforeHook[];
  afterHooks: readonly AfterHook[];
  globalHooks: GlobalHooks;
  maxBodySize: number;
  trustedIpHeaders: readonly string[];
}

/**
 * A fresh per-request context over the shared one: it inherits every shared member through its
 * prototype (no copying per request) and owns what this request learns, so writes never reach
 * the shared context.
 */
export function createRequestContext(
  context: AuthContext,
  request: { clientIp: string | null; request: Request | undefined },
): RequestContext {
  const inherited: AuthContext = Object.create(context);
  return Object.assign(inherited, {
    currentSession: null,
    newSession: null,
    clientIp: request.clientIp,
    request: request.request,
  });
}
