export { GenericOAuthConfigError } from "./generic-oauth-config-error";
export type { GenericOAuthConfig, GenericOAuthOptions, MappedUser } from "./generic-oauth-options";
export { type GenericOAuthEndpoints, genericOAuth } from "./generic-oauth-plugin";
export type { GenericOAuthUserInfo } from "./profile";
