/**
 * The social provider contract: what the core's routes (/sign-in/social, /callback/:id,
 * /link-social, /get-access-token, /refresh-token) need from a provider, and nothing more.
 *
 * One provider is one small file under `oauth/providers/` exporting a factory
 * `(options) => OAuthProvider`; it talks to the provider (through arctic or plain fetch) and maps
 * the provider's profile to `OAuthUserInfo`. Everything else is the core's: state and PKCE
 * verifier storage, the redirect URI, option overrides (`mapProfileToUser`, `getUserInfo`,
 * `refreshAccessToken`, `verifyIdToken`, `disableSignUp`, …), linking, sessions, token storage.
 * A plugin contributes ready-made providers through `AuthPlugin.socialProviders` (the generic
 * OpenID Connect provider does), merged into the same registry; two providers with one id are
 * refused at start-up.
 *
 * Errors: `validateAuthorizationCode` and `refreshAccessToken` throw when the provider refuses
 * (the callback answers `invalid_code`); `getUserInfo` answers null when it cannot get a profile
 * (the callback answers `unable_to_get_user_info`); `verifyIdToken` answers false for any token
 * it does not accept (bad signature, audience, issuer, expiry or nonce), never throws for them.
 */

/** Tokens from the provider's token endpoint (code exchange or refresh), normalised. */
export interface OAuthTokens {
  tokenType?: string | undefined;
  accessToken?: string | undefined;
  refreshToken?: string | undefined;
  idToken?: string | undefined;
  accessTokenExpiresAt?: Date | undefined;
  refreshTokenExpiresAt?: Date | undefined;
  /** Scopes the provider granted, when it says; [] when it does not. */
  scopes: string[];
  /** The token response as the provider sent it (provider-specific fields). */
  raw?: Record<string, unknown> | undefined;
}

/** The provider's user, mapped to ours. */
export interface OAuthUserInfo {
  /** The provider's stable id of the user (OpenID Connect `sub`): our Account.accountId. */
  id: string;
  /** Null when the provider gave none (some never do, some only with a scope). */
  email: string | null;
  /** Whether the provider vouches for the email. False when it does not say. */
  emailVerified: boolean;
  name: string;
  image: string | null;
}

export interface OAuthProfile<Profile extends object = object> {
  user: OAuthUserInfo;
  /** The provider's profile as it sent it; `mapProfileToUser` gets this. */
  data: Profile;
}

/** What the core hands `getUserInfo`: the tokens, and Apple's first-sign-in `user` form field. */
export type UserInfoInput = OAuthTokens & {
  user?: { name?: { firstName?: string; lastName?: string }; email?: string } | undefined;
};

export interface AuthorizationURLInput {
  /** The state id (32 characters) the callback brings back. */
  state: string;
  /** PKCE code verifier (128 characters); providers without PKCE ignore it. */
  codeVerifier: string;
  /** Default scopes, `options.scope` and the request's scopes, merged by the core. */
  scopes: string[];
  /** `options.redirectURI` or `{baseURL}{basePath}/callback/{id}`. */
  redirectURI: string;
  /** Passed as the provider's login hint where it has one. */
  loginHint?: string | undefined;
}

export interface CodeExchangeInput {
  code: string;
  codeVerifier: string;
  redirectURI: string;
  /** Sent back by some providers (VK) with the code. */
  deviceId?: string | undefined;
}

/**
 * What a provider supports, declared in its file (documentation for app authors and the
 * registry's checks; the routes rely on the methods' presence, not on these flags).
 */
export interface ProviderCapabilities {
  pkce: boolean;
  /** Sign-in with an id token the app obtained itself (POST /sign-in/social { idToken }). */
  idToken: boolean;
  /**
   * The provider puts the nonce the app asked with into its id tokens (OpenID Connect `nonce`):
   * an id token sent to POST /sign-in/social must then carry one, and the request must send it
   * (`idToken.nonce`), unless `disableIdTokenNonceRequirement`. Absent: no nonce is required,
   * but a token that carries one still needs the request's nonce to match.
   */
  idTokenNonce?: boolean | undefined;
  refresh: boolean;
  /** Whether the profile carries an email: always, depending on the account/scope, or never. */
  email: "always" | "sometimes" | "never";
  /** Whether the provider says the email is verified: always true, per user, or never. */
  emailVerified: "always" | "reported" | "never";
}

/**
 * The options every provider takes (`socialProviders.<id>`), Better Auth's names. Callbacks that
 * see the profile are methods, so a provider typed with its own profile fits the registry's
 * `OAuthProvider` (of `object`).
 */
export interface ProviderOptions<Profile extends object = object> {
  clientId: string;
  clientSecret?: string | undefined;
  /** Scopes added to the provider's defaults. */
  scope?: string[] | undefined;
  /** Only `scope` (and the request's scopes), not the provider's defaults. */
  disableDefaultScope?: boolean | undefined;
  /** Defaults to `{baseURL}{basePath}/callback/{id}`. */
  redirectURI?: string | undefined;
  /** Never create a user through this provider (existing users still sign in and link). */
  disableSignUp?: boolean | undefined;
  /** Create users only when the sign-in asked for it (`requestSignUp: true`). */
  disableImplicitSignUp?: boolean | undefined;
  /** Refuse POST /sign-in/social { idToken } for this provider ('id_token not supported'). */
  disableIdTokenSignIn?: boolean | undefined;
  /**
   * Accept an id token without a `nonce` claim (POST /sign-in/social { idToken }) from a provider
   * whose tokens can carry one. Such a token can be replayed by whoever holds it until it
   * expires; turn this on only for clients that cannot ask for a nonce. A token that does carry
   * a nonce still needs the request's `idToken.nonce` to match it.
   */
  disableIdTokenNonceRequirement?: boolean | undefined;
  /**
   * Replaces the provider's id-token check, nonce included: the core passes the request's
   * nonce and leaves the nonce rules to it.
   */
  verifyIdToken?: ((token: string, nonce?: string) => Promise<boolean>) | undefined;
  /** Replaces the provider's profile request. */
  getUserInfo?(tokens: OAuthTokens): Promise<OAuthProfile<Profile> | null>;
  /** Replaces the provider's refresh. */
  refreshAccessToken?: ((refreshToken: string) => Promise<OAuthTokens>) | undefined;
  /** Fields merged over the mapped user (name, image, additional user fields…). */
  mapProfileToUser?(profile: Profile): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Update the user's name and image from the provider on every sign-in. */
  overrideUserInfoOnSignIn?: boolean | undefined;
  /** Passed as `prompt` by providers that have it. */
  prompt?: "select_account" | "consent" | "login" | "none" | "select_account consent" | undefined;
}

export interface OAuthProvider<Profile extends object = object> {
  /** The `provider` of requests, the `:id` of /callback/:id, Account.providerId. */
  readonly id: string;
  /** Human name ("GitHub"). */
  readonly name: string;
  readonly supports: ProviderCapabilities;
  /** The options it was made with; the core reads the shared ones (ProviderOptions). */
  readonly options: ProviderOptions<Profile>;
  /** Scopes always asked for unless `disableDefaultScope`. */
  readonly defaultScopes: readonly string[];
  createAuthorizationURL(input: AuthorizationURLInput): URL | Promise<URL>;
  validateAuthorizationCode(input: CodeExchangeInput): Promise<OAuthTokens>;
  getUserInfo(tokens: UserInfoInput): Promise<OAuthProfile<Profile> | null>;
  /** Absent: 'Provider {x} does not support token refreshing'. */
  refreshAccessToken?(refreshToken: string): Promise<OAuthTokens>;
  /** Absent: 'id_token not supported'. */
  verifyIdToken?(token: string, nonce?: string): Promise<boolean>;
}

/** A provider file's export: builds the provider from its `socialProviders.<id>` options. */
export type OAuthProviderFactory<
  Options extends ProviderOptions<Profile>,
  Profile extends object = object,
> = (options: Options) => OAuthProvider<Profile>;
