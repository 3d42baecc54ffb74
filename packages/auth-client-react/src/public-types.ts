export type { AuthClientOptions } from "./client/client-options";
export type {
  AuthClientError,
  AuthFetch,
  AuthResult,
  FetchCall,
  FetchHooks,
  FetchOptions,
  HookContexts,
  OutgoingRequest,
} from "./fetch/fetch-types";
export type { AtomListener, AuthClientPlugin } from "./plugin/auth-client-plugin";
export type { RetryPolicy } from "./retry/retry-policy";
export type { SessionOptions, SessionState } from "./session/session-state";
export type { ChangeSource, FetchingState, FetchingStore } from "./store/fetching-state";
export type { AuthStore } from "./store/signal-registry";
export type {
  ClientAtoms,
  ClientEndpoints,
  ClientErrorCodes,
  ClientSession,
  DefaultServer,
  ServerShape,
  VanillaAuthClient,
} from "./types/infer-client";
export type { ClientMethod, EndpointResult } from "./types/infer-endpoint";
export type { EndpointsByPath, Routes } from "./types/infer-routes";
