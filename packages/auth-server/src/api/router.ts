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
  | { found: false; status: 404 }
  /** A path parameter that is not valid percent-encoding (e.g. "%ZZ"). */
  | { found: false; status: 400; parameter: string }
  /** A known path, another method: `allow` is what it answers, for the Allow header. */
  | { found: false; status: 405; allow: string[] };

interface ParamRoute {
  segments: string[];
  routes: Route[];
}

function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const ALLOW_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

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

  // HEAD is answered by the GET route (the adapters send its headers without the body).
  const pick = (routes: Route[], method: string) =>
    routes.find((route) => route.methods.has(method)) ??
    (method === "HEAD" ? routes.find((route) => route.methods.has("GET")) : undefined);
  const notAllowed = (routes: Route[]): RouteMatch => {
    const allowed = new Set(routes.flatMap((route) => [...route.methods]));
    if (allowed.has("GET")) allowed.add("HEAD");
    return {
      found: false,
      status: 405,
      allow: ALLOW_ORDER.filter((method) => allowed.has(method)),
    };
  };

  return {
    match(method: string, path: string): RouteMatch {
      const candidates = exact.get(path);
      if (candidates) {
        const route = pick(candidates, method);
        return route ? { found: true, route, params: {} } : notAllowed(candidates);
      }
      const segments = path.split("/");
      for (const entry of parameterised) {
        if (entry.segments.length !== segments.length) continue;
        const params: Record<string, string> = {};
        let malformed: string | undefined;
        const matches = entry.segments.every((segment, index) => {
          const actual = segments[index] ?? "";
          if (segment.startsWith(":")) {
            if (!actual) return false;
            const decoded = decodePathSegment(actual);
            if (decoded === null) malformed ??= segment.slice(1);
            else params[segment.slice(1)] = decoded;
            return true;
          }
          return segment === actual;
        });
        if (!matches) continue;
        if (malformed) return { found: false, status: 400, parameter: malformed };
        const route = pick(entry.routes, method);
        return route ? { found: true, route, params } : notAllowed(entry.routes);
      }
      return { found: false, status: 404 };
    },
  };
}

export type Router = ReturnType<typeof createRouter>;
