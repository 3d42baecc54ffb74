import type { CookieAttributes } from "./cookies/cookie-serialize";
import type { PasswordHasher, PasswordHashPriority } from "./crypto/password";
import type { DatabaseInput } from "./db/create-kysely";
import type { DatabaseHooks } from "./db/internal-adapter-types";
import type { FieldAttribute } from "./db/schema-types";
import type { SocialProvidersOptions } from "./oauth/providers";
import type { AuthPlugin, GlobalHooks } from "./plugins/plugin-types";
import type { RateLimitRule } from "./rate-limit/rate-limit-types";
import type { SecondaryStorage } from "./secondary-storage";
import type { User } from "./types/models";

export type { DatabaseInput };

export interface MailRequest {
  user: User & Record<string, unknown>;
  url: string;
  token: string;
}

export interface EmailAndPasswordOptions {
  enabled: boolean;
  disableSignUp?: boolean;
  /** Refuse sign-in (403 'Email not verified') until the email is verified. */
  requireEmailVerification?: boolean;
  /** Defaults to 8. */
  minPasswordLength?: number;
  /** Defaults to 128. */
  maxPasswordLength?: number;
  /** Sign the user in on sign-up. Defaults to true. */
  autoSignIn?: boolean;
  password?: Partial<PasswordHasher>;
  /** Password hashes computed at once (the rest queue); defaults to the number of cores. */
  maxConcurrentHashes?: number;
  /**
   * CPU priority of the built-in scrypt hashing. "background" (the default) computes hashes in
   * worker threads at the lowest priority (nice 19 on Linux; normal priority where a thread's
   * priority cannot be set): every other request stays fast during a burst of sign-ups, and on an
   * idle machine hashes still run at full speed — on a busy one they take longer, and while
   * requests saturate the event loop each hash first waits twice a hash's length. "normal"
   * hashes in libuv's thread pool at the server's own priority. Ignored when `password` supplies
   * both `hash` and `verify`.
   */
  passwordHashPriority?: PasswordHashPriority;
  sendResetPassword?: (data: MailRequest, request?: Request) => Promise<void> | void;
  /** Seconds; defaults to 3600. */
  resetPasswordTokenExpiresIn?: number;
  revokeSessionsOnPasswordReset?: boolean;
  onPasswordReset?: (
    data: { user: User & Record<string, unknown> },
    request?: Request,
  ) => Promise<void> | void;
}

export interface EmailVerificationOptions {
  sendVerificationEmail?: (data: MailRequest, request?: Request) => Promise<void> | void;
  sendOnSignUp?: boolean;
  sendOnSignIn?: boolean;
  autoSignInAfterVerification?: boolean;
  /**
   * Verifying an address through a link ends the user's earlier sessions and clears a password
   * set before the verification, unless the link was followed in the browser that signed up with
   * it or one signed in as the user (pre-registration takeover). True keeps such passwords.
   * Defaults to false.
   */
  keepPasswordSetBeforeVerification?: boolean;
  /** Seconds; defaults to 3600. */
  expiresIn?: number;
  onEmailVerification?: (
    user: User & Record<string, unknown>,
    request?: Request,
  ) => Promise<void> | void;
}

export interface SessionOptions {
  /** Seconds; defaults to 7 days. */
  expiresIn?: number;
  /** Seconds; a session read within this window of its expiry is extended. Defaults to 1 day. */
  updateAge?: number;
  /** Seconds; a session updated longer ago is not fresh. 0 = always fresh. Defaults to 1 day. */
  freshAge?: number;
  disableSessionRefresh?: boolean;
  cookieCache?: { enabled?: boolean /** Seconds; defaults to 60. */; maxAge?: number };
  additionalFields?: Record<string, FieldAttribute>;
}

export interface UserOptions {
  additionalFields?: Record<string, FieldAttribute>;
  /**
   * Longest name accepted on sign-up and update-user, in characters. Defaults to 256. Names
   * are stored in a text column on every database (MySQL's holds 16,383 four-byte characters).
   */
  maxNameLength?: number;
  changeEmail?: {
    enabled: boolean;
    sendChangeEmailVerification?: (
      data: MailRequest & { newEmail: string },
      request?: Request,
    ) => Promise<void> | void;
  };
  deleteUser?: {
    enabled?: boolean;
    sendDeleteAccountVerification?: (data: MailRequest, request?: Request) => Promise<void> | void;
    beforeDelete?: (
      user: User & Record<string, unknown>,
      request?: Request,
    ) => Promise<void> | void;
    afterDelete?: (user: User & Record<string, unknown>, request?: Request) => Promise<void> | void;
    /** Seconds; defaults to 86400. */
    deleteTokenExpiresIn?: number;
  };
}

export interface RateLimitOptions {
  /** Defaults to true in production (NODE_ENV=production), false otherwise. */
  enabled?: boolean;
  /** Seconds; defaults to 10. */
  window?: number;
  /** Requests per window; defaults to 100. */
  max?: number;
  /** Per-path rules; `false` disables limiting for that path. */
  customRules?: Record<string, { window: number; max: number } | false>;
  /**
   * Where counters live. Defaults to "secondary-storage" when `secondaryStorage` is set (so the
   * limits hold across instances), else "memory".
   */
  storage?: "memory" | "secondary-storage";
}

export interface AccountOptions {
  accountLinking?: {
    /** Linking at all (implicit on social sign-in, and /link-social). Defaults to true. */
    enabled?: boolean;
    /**
     * Providers whose sign-in links to an existing user with the same email even when an email
     * is unverified (on either side). Only list providers that verify emails themselves.
     */
    trustedProviders?: string[];
    /** /link-social may link a provider account whose email differs from the user's. */
    allowDifferentEmails?: boolean;
    /** /unlink-account may remove the user's last account. */
    allowUnlinkingAll?: boolean;
    /** Linking updates the user's name and image from the provider. */
    updateUserInfoOnLink?: boolean;
  };
  /** Store provider tokens encrypted (AES-256-GCM, key derived from the secret). */
  encryptOAuthTokens?: boolean;
  /**
   * Let a social callback complete in a browser other than the one that started it (no
   * `oauth_state` cookie check). Only for flows whose callback is opened elsewhere by design
   * (e.g. a native app's system browser); it re-opens OAuth login CSRF. Default false.
   */
  skipStateCookieCheck?: boolean;
}

export interface AdvancedOptions {
  /** Defaults to "tollgate". */
  cookiePrefix?: string;
  /** Defaults to true when baseURL is https. */
  useSecureCookies?: boolean;
  defaultCookieAttributes?: CookieAttributes;
  disableCSRFCheck?: boolean;
  /** How the client IP (rate limits, sessions' ipAddress) is read; Better Auth's option names. */
  ipAddress?: {
    /**
     * Request headers your proxy sets with the client IP, in order, e.g. ["x-forwarded-for"] or
     * ["cf-connecting-ip"]. Defaults to none: any client can send these headers, so none is
     * trusted unless listed (toNodeHandler then uses the socket address). A header holding a
     * chain of addresses is only used with `trustedProxies`.
     */
    ipAddressHeaders?: string[];
    /**
     * Your proxies' addresses or CIDR ranges. A forwarded chain is walked from the right,
     * skipping these, and the first other address is the client. Unset: only single-address
     * header values are taken.
     */
    trustedProxies?: string[];
    /** Rate limits count IPv6 clients per prefix of this length (0–128). Defaults to 64. */
    ipv6Subnet?: number;
    /** Sessions store no ipAddress. Rate limits still count per client IP. */
    disableIpTracking?: boolean;
  };
  /** Bytes; bodies above this answer 413. Defaults to 1 MiB. */
  maxBodySize?: number;
}

export interface AuthOptions {
  appName?: string;
  /** The server's public origin, e.g. https://example.com. Defaults to BETTER_AUTH_URL / TOLLGATE_URL. */
  baseURL?: string;
  /** Defaults to /api/auth. */
  basePath?: string;
  /** At least 32 characters in production. Defaults to TOLLGATE_SECRET / BETTER_AUTH_SECRET / AUTH_SECRET. */
  secret?: string;
  database: DatabaseInput;
  /** Origins allowed for cookies-bearing POSTs and redirect targets; `*` wildcards allowed. */
  trustedOrigins?: string[] | ((request?: Request) => string[] | Promise<string[]>);
  emailAndPassword?: EmailAndPasswordOptions;
  emailVerification?: EmailVerificationOptions;
  /** Sign-in with social providers, by provider id: `{ github: { clientId, clientSecret } }`. */
  socialProviders?: SocialProvidersOptions;
  /** Linked accounts: linking rules and provider token storage. */
  account?: AccountOptions;
  session?: SessionOptions;
  user?: UserOptions;
  rateLimit?: RateLimitOptions;
  /**
   * A store every instance shares (Redis in production), Better Auth's shape. Sessions are
   * cached there in front of the database, which stays the record (a read costs no database
   * query while its entry lives); rate-limit counters are kept there by default.
   */
  secondaryStorage?: SecondaryStorage;
  advanced?: AdvancedOptions;
  plugins?: readonly AuthPlugin[];
  /**
   * Hooks around the writes of any model (core or a plugin's), Better Auth's shape:
   * `before(data, ctx, write)` may refuse (false, or throw an APIError: that is the answer) or
   * change the data (`{ data }`); `after(record, ctx, write)`. `ctx` is the endpoint call that
   * caused the write, or null outside a request. They run before every plugin's databaseHooks.
   */
  databaseHooks?: DatabaseHooks;
  hooks?: GlobalHooks;
  /** Paths (relative to basePath) answered with 404. */
  disabledPaths?: string[];
  logger?: {
    disabled?: boolean;
    level?: "debug" | "info" | "warn" | "error";
    log?: (level: string, message: string) => void;
  };
  onAPIError?: { errorURL?: string; throw?: boolean; onError?: (error: unknown) => void };
}

export type { RateLimitRule };
