import type { AuthContext } from "../../context/context-types";
import type { Row } from "../../db/adapter-types";
import type {
  OAuthProvider,
  OAuthTokens,
  OAuthUserInfo,
  UserInfoInput,
} from "../../oauth/oauth-provider";

/**
 * How the routes use a provider: its options' overrides (Better Auth's `getUserInfo`,
 * `refreshAccessToken`, `verifyIdToken`, `mapProfileToUser`) applied over the provider's own.
 */

export function findProvider(context: AuthContext, id: string): OAuthProvider | undefined {
  return context.socialProviders.get(id);
}

/** `options.redirectURI`, or this server's /callback/{id}. */
export function redirectURIOf(context: AuthContext, provider: OAuthProvider): string {
  return (
    provider.options.redirectURI ?? `${context.baseURL}${context.basePath}/callback/${provider.id}`
  );
}

/** The provider's default scopes (unless disabled), `options.scope`, then the request's, once each. */
export function scopesFor(provider: OAuthProvider, requested: readonly string[] = []): string[] {
  const defaults = provider.options.disableDefaultScope ? [] : provider.defaultScopes;
  return [...new Set([...defaults, ...(provider.options.scope ?? []), ...requested])];
}

export interface MappedProfile {
  user: OAuthUserInfo;
  /** `mapProfileToUser`'s fields for the user record (name, image, additional fields). */
  extraUserFields: Row;
}

/** The provider's user (null when it gave none), with `mapProfileToUser` applied. */
export async function userInfoOf(
  provider: OAuthProvider,
  tokens: UserInfoInput,
): Promise<MappedProfile | null> {
  const profile = provider.options.getUserInfo
    ? await provider.options.getUserInfo(tokens)
    : await provider.getUserInfo(tokens);
  if (!profile) return null;
  const mapped = (await provider.options.mapProfileToUser?.(profile.data)) ?? {};
  const { id: _ignored, email, emailVerified, name, image, ...extraUserFields } = mapped;
  const user: OAuthUserInfo = {
    ...profile.user,
    ...(typeof email === "string" ? { email } : {}),
    ...(typeof emailVerified === "boolean" ? { emailVerified } : {}),
    ...(typeof name === "string" ? { name } : {}),
    ...(typeof image === "string" ? { image } : {}),
  };
  return { user, extraUserFields };
}

/** The provider's id-token check, or undefined when id-token sign-in is off for it. */
export function idTokenVerifierOf(
  provider: OAuthProvider,
): ((token: string, nonce?: string) => Promise<boolean>) | undefined {
  if (provider.options.disableIdTokenSignIn) return undefined;
  const custom = provider.options.verifyIdToken;
  if (custom) return (token, nonce) => custom(token, nonce);
  const own = provider.verifyIdToken;
  return own ? (token, nonce) => own.call(provider, token, nonce) : undefined;
}

/** The provider's refresh, or undefined when it cannot refresh. */
export function refresherOf(
  provider: OAuthProvider,
): ((refreshToken: string) => Promise<OAuthTokens>) | undefined {
  const custom = provider.options.refreshAccessToken;
  if (custom) return (token) => custom(token);
  const own = provider.refreshAccessToken;
  return own ? (token) => own.call(provider, token) : undefined;
}
