export * from "./public-types";
export { type AuthClient, createAuthClient, type ReactHooks } from "./react/create-react-client";
export { useStore } from "./react/use-store";
export { createFetchingStore } from "./store/fetching-store";
