import type { AuthCookies } from "../cookies/auth-cookies";
import type { HmacSigner } from "../crypto/hmac";
import type { PasswordHasher } from "../crypto/password";
import type { Adapter } from "../db/adapter-types";
import type { DynamicKysely } from "../db/database-types";
import type { InternalAdapter } from "../db/internal-adapter-types";
import type { DatabaseSchema } from "../db/schema-types";
import type { ProviderRegistry } from "../oauth/provider-registry";
import type { AuthOptions } from "../options";
import type { AuthPlugin } from "../plugins/plugin-types";
import type { RateLimiter } from "../rate-limit/rate-limiter";
import type { SecurityEventListener } from "../security-events/security-event";
import type { SessionLimits, SessionRule } from "../session/session-gate";
import type { SignInRule } from "../session/sign-in-rules";
import type { SessionWithUser } from "../types/models";
import type { Logger } from "../utils/logger";

export interface SessionConfig {
  expiresIn: number;
  updateAge: number;
  freshAge: number;
  disableRefresh: boolean;
  cookieCache: { enabled: boolean; maxAge: number };
}

/** Everything an endpoint needs, built once at start-up. */
export interface AuthContext {
  options: AuthOptions;
  appName: string;
  baseURL: string;
  basePath: string;
  secret: string;
  signer: HmacSigner;
  db: DynamicKysely;
  dialect: "sqlite" | "postgres" | "mysql";
  schema: DatabaseSchema;
  adapter: Adapter;
  internalAdapter: InternalAdapter;
  password: PasswordHasher & { minLength: number; maxLength: number };
  /** Session lifetimes and the cookie cache, resolved from options.session (Better Auth's name). */
  sessionConfig: SessionConfig;
  cookies: AuthCookies;
  /**
   * Whether `url` is on a trusted origin. A `trustedOrigins` function is called with the
   * caller's `request`, read only then (on the node:http path that read builds the Request).
   */
  isTrustedOrigin: (
    url: string,
    caller?: { readonly request: Request | undefined },
  ) => Promise<boolean>;
  rateLimiter: RateLimiter;
  logger: Logger;
  plugins: readonly AuthPlugin[];
  /** The plugins' rules of the session gate, in plugin order (session/session-gate.ts). */
  sessionRules: readonly SessionRule[];
  /** The plugins' rules of every sign-in, in plugin order (session/sign-in-rules.ts). */
  signInRules: readonly SignInRule[];
  /** The plugins' listeners of security events (security-events/), in plugin order; none without an audit plugin. */
  securityEventListeners: readonly SecurityEventListener[];
  /** The social providers by id: the configured built-in ones and the plugins'. */
  socialProviders: ProviderRegistry;
  generateId: () => string;
  /** Set by plugins' init for their own use. */
  [extension: string]: unknown;
}

/** The context of one request: the shared AuthContext plus what this request has learned. */
export interface RequestContext extends AuthContext {
  /** The caller's session, once the session middleware has read it. */
  currentSession: SessionWithUser | null;
  /**
   * True when currentSession may have come from the cookie cache, so a guard asked for a fresh
   * read (`requireSession(ctx, { disableCookieCache: true })`) reads it again.
   */
  currentSessionMayBeCached?: boolean;
  /** What the session gate allowed the current session (never fresh, never refreshed, a scope). */
  currentSessionLimits?: SessionLimits | undefined;
  /** The endpoint this request calls: its route path and what its metadata tells the gate. */
  endpoint?: { path: string; interactiveOnly: boolean } | undefined;
  /** A session created by this request (sign-in, sign-up), for after hooks. */
  newSession: SessionWithUser | null;
  /** The client IP from trusted headers (or the socket, in toNodeHandler). */
  clientIp: string | null;
  /**
   * True for a request that came over HTTP (auth.handler, toNodeHandler), false for an auth.api
   * call: what guards browsers' requests only (a captcha) skips the server's own calls.
   */
  viaHttp: boolean;
  /** The Web Request, when the request came through auth.handler. */
  request: Request | undefined;
  /**
   * Set by an endpoint that can give its answer's JSON text faster than serialising it
   * (get-session): the exact text of `value` when it is the answer it returned, checked when
   * asked (so after an after hook changed it in place), else undefined.
   */
  jsonTextOf?: ((value: unknown) => string | undefined) | undefined;
}
