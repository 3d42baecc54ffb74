type WebHandler = (request: Request) => Promise<Response>;

/** What a Next.js route file exports: one handler per HTTP method. */
export interface NextJsRouteHandlers {
  GET: WebHandler;
  POST: WebHandler;
  PATCH: WebHandler;
  PUT: WebHandler;
  DELETE: WebHandler;
}

/**
 * Better Auth's `toNextJsHandler`: the server (or its `handler`) as the handlers of an App Router
 * route, e.g. `app/api/auth/[...all]/route.ts`:
 * `export const { GET, POST } = toNextJsHandler(auth);`
 */
export function toNextJsHandler(auth: { handler: WebHandler } | WebHandler): NextJsRouteHandlers {
  const handler: WebHandler = (request) =>
    typeof auth === "function" ? auth(request) : auth.handler(request);
  return { GET: handler, POST: handler, PATCH: handler, PUT: handler, DELETE: handler };
}
