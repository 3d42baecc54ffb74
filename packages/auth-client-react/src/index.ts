export type {
  AuthClientError,
  AuthFetch,
  AuthResult,
  FetchCall,
  FetchOptions,
  OutgoingRequest,
} from "./fetch/fetch-types";
export type { AtomListener, AuthClientPlugin } from "./plugin/auth-client-plugin";
export type { RetryPolicy } from "./retry/retry-policy";
