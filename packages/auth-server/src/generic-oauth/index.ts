export { GenericOAuthConfigError } from "./check-config";
export type { GenericOAuthConfig, GenericOAuthOptions, MappedUser } from "./generic-oauth-options";
export { type GenericOAuthEndpoints, genericOAuth } from "./generic-oauth-plugin";
export type { GenericOAuthUserInfo } from "./profile";
