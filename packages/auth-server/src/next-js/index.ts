export { type NextHeadersModule, nextCookies } from "./next-cookies";
export { type NextJsRouteHandlers, toNextJsHandler } from "./to-next-js-handler";
