/**
 * A call's Web Request as its adapter has it: the Request itself (auth.handler, auth.api), a
 * builder (toNodeHandler, which has none and builds it only when something reads it), or none.
 */
export type RequestSource = Request | (() => Request) | undefined;

/** The key under which a request context holds its RequestSource, for withLazyRequest to read. */
export const REQUEST_SOURCE = Symbol("tollgate.requestSource");

interface RequestHolder {
  [REQUEST_SOURCE]?: RequestSource;
}

function storeRequest(holder: RequestHolder, request: Request | undefined): void {
  Object.defineProperty(holder, "request", {
    value: request,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}

/**
 * `base` under a prototype whose `request` reads the source each request context was given
 * (under REQUEST_SOURCE): a Request is returned as it is, a builder runs on the first read only, so
 * the node:http path builds no Request unless an application callback, hook or endpoint actually
 * reads it. Writing `request` stores a plain value.
 */
export function withLazyRequest<T extends object>(base: T): T & { request: Request | undefined } {
  return Object.create(base, {
    request: {
      get(this: RequestHolder): Request | undefined {
        const source = this[REQUEST_SOURCE];
        if (typeof source !== "function") return source;
        const built = source();
        storeRequest(this, built);
        return built;
      },
      set(this: RequestHolder, value: Request | undefined) {
        storeRequest(this, value);
      },
      enumerable: true,
      configurable: true,
    },
  });
}
