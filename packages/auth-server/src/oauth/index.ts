export { fetchProfile } from "./fetch-profile";
export { type IdTokenCheck, readIdTokenClaims, verifyIdTokenClaims } from "./id-token";
export type {
  AuthorizationURLInput,
  CodeExchangeInput,
  OAuthProfile,
  OAuthProvider,
  OAuthProviderFactory,
  OAuthTokens,
  OAuthUserInfo,
  ProviderCapabilities,
  ProviderOptions,
  UserInfoInput,
} from "./oauth-provider";
export {
  createProviderRegistry,
  type ProviderRegistry,
  SocialProviderConfigError,
} from "./provider-registry";
export { createBuiltInProviders, type SocialProvidersOptions } from "./providers";
export { type GitHubOptions, type GitHubProfile, github } from "./providers/github";
export { type GoogleOptions, type GoogleProfile, google } from "./providers/google";
export { fromArcticTokens, tokensFromResponse } from "./token-response";
