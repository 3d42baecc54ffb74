import type { AnyEndpoint } from "../plugins/plugin-types";

export interface Route {
  /** The endpoint's path pattern, e.g. "/reset-password/:token". */
  pattern: string;
  /** Its auth.api name. */
  key: string;
  endpoint: AnyEndpoint;
  methods: ReadonlySet<string>;
}

export type RouteMatch =
  | { found: true; route: Route; params: Record<string, string> }
  | { found: false; status: 404 | 405 };

interface ParamRoute {
  segments: string[];
  routes: Route[];
}

/** The HTTP methods an endpoint answers ("*" is every method the router serves). */
export function methodsOf(endpoint: AnyEndpoint): Set<string> {
  const method = endpoint.options.method;
  if (method === "*") return new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"]);
  return new Set(Array.isArray(method) ? method : [method]);
}

export function isServerOnly(endpoint: AnyEndpoint): boolean {
  return endpoint.options.metadata?.SERVER_ONLY === true;
}

/** Built once at start-up: exact paths in a Map, parameterised paths matched segment by segment. */
export function createRouter(endpoints: Record<string, AnyEndpoint>) {
  const exact = new Map<string, Route[]>();
  const parameterised: ParamRoute[] = [];
  for (const [key, endpoint] of Object.entries(endpoints)) {
    if (!endpoint.path || isServerOnly(endpoint)) continue;
    const route: Route = { pattern: endpoint.path, key, endpoint, methods: methodsOf(endpoint) };
    if (endpoint.path.includes(":")) {
      const segments = endpoint.path.split("/");
      const existing = parameterised.find(
        (entry) => entry.segments.join("/") === segments.join("/"),
      );
      if (existing) existing.routes.push(route);
      else parameterised.push({ segments, routes: [route] });
    } else {
      exact.set(endpoint.path, [...(exact.get(endpoint.path) ?? []), route]);
    }
  }

  const pick = (routes: Route[], method: string) =>
    routes.find((route) => route.methods.has(method));

  return {
    match(method: string, path: string): RouteMatch {
      const candidates = exact.get(path);
      if (candidates) {
        const route = pick(candidates, method);
        return route ? { found: true, route, params: {} } : { found: false, status: 405 };
      }
      const segments = path.split("/");
      for (const entry of parameterised) {
        if (entry.segments.length !== segments.length) continue;
        const params: Record<string, string> = {};
        const matches = entry.segments.every((segment, index) => {
          const actual = segments[index] ?? "";
          if (segment.startsWith(":")) {
            if (!actual) return false;
            params[segment.slice(1)] = decodeURIComponent(actual);
            return true;
          }
          return segment === actual;
        });
        if (!matches) continue;
        const route = pick(entry.routes, method);
        return route ? { found: true, route, params } : { found: false, status: 405 };
      }
      return { found: false, status: 404 };
    },
  };
}

export type Router = ReturnType<typeof createRouter>;
