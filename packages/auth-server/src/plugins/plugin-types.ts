import type { Endpoint } from "better-call";
import type { AuthContext, RequestContext } from "../context/context-types";
import type { DatabaseHooks } from "../db/internal-adapter-types";
import type { SchemaExtension } from "../db/schema-types";
import type { ErrorCatalogue } from "../errors/define-error-codes";
import type { OAuthProvider } from "../oauth/oauth-provider";
import type { OpenAPISecurityScheme } from "../open-api/open-api-types";
import type { AuthOptions } from "../options";
import type { RateLimitRule } from "../rate-limit/rate-limit-types";
import type { SecurityEventListener } from "../security-events/security-event";
import type { SessionRule } from "../session/session-gate";
import type { SignInRule } from "../session/sign-in-rules";

/**
 * What a hook sees of the request. One object serves a request's before hooks and then its
 * after hooks, over HTTP (auth.handler, toNodeHandler) and through auth.api alike. It carries
 * what requireSession(ctx) and getCurrentSession(ctx) need, so a hook can read the session.
 */
export interface HookContext {
  /** Path relative to basePath, e.g. "/sign-in/email". */
  path: string;
  method: string;
  /** The body; after a before hook replaced it, the replacement. */
  body: unknown;
  query: Record<string, unknown> | undefined;
  /** The request's headers (undefined for an auth.api call made without headers or request). */
  headers: Headers | undefined;
  /**
   * The Web Request: auth.handler's, the `request` given to auth.api, or, through
   * toNodeHandler, one built from the node:http request when first read (same URL, method and
   * headers; its body is not readable, the server has read it). Undefined for an auth.api call
   * made without one.
   */
  readonly request: Request | undefined;
  context: RequestContext;
  /** A request header, or null. */
  getHeader(name: string): string | null;
  /** Sets a header of the answer (on responseHeaders). */
  setHeader(name: string, value: string): void;
  /**
   * The headers sent with the answer, Set-Cookie included: the one list that hooks, `use`
   * middlewares and the endpoint write to. What a before hook sets here is sent too, also when
   * it answers in place of the endpoint; when the call fails, these go out with the error
   * (with the error's own headers added).
   */
  responseHeaders: Headers;
}

export interface AfterHookContext extends HookContext {
  /**
   * The answer so far: the endpoint's result, or the error it threw (an APIError, or any other
   * error, which answers 500 over HTTP unless a hook replaces it). After an earlier after hook
   * replaced the answer or threw, that replacement or error.
   */
  returned: unknown;
}

/**
 * A before hook may replace the body/query, answer in place of the endpoint (`{ response }`,
 * status 200), or throw (its APIError is the answer). Answering or throwing ends the call: the
 * endpoint and the after hooks do not run. Options' `hooks.before` runs first, then the
 * plugins' matching hooks in plugin order; matchers are checked before the first one runs.
 */
export type BeforeHookResult =
  | void
  | { body?: unknown; query?: Record<string, unknown> }
  | { response: unknown };
/**
 * After hooks run once the endpoint answered or failed: the plugins' matching hooks in plugin
 * order, then options' `hooks.after`. Each may replace the answer (`{ response }`: an APIError
 * there fails the call, any other value answers it, with status 200 when it replaces an error)
 * or throw (what it throws is the answer, an APIError with its own status and body). Later
 * hooks see the new answer as `returned`. A failure nobody replaced is answered as the error.
 */
export type AfterHookResult = void | { response: unknown };

export interface BeforeHook {
  matcher: (context: HookContext) => boolean;
  handler: (context: HookContext) => Promise<BeforeHookResult> | BeforeHookResult;
}

export interface AfterHook {
  matcher: (context: HookContext) => boolean;
  handler: (context: AfterHookContext) => Promise<AfterHookResult> | AfterHookResult;
}

export interface GlobalHooks {
  before?: (context: HookContext) => Promise<BeforeHookResult> | BeforeHookResult;
  after?: (context: AfterHookContext) => Promise<AfterHookResult> | AfterHookResult;
}

export type AnyEndpoint = Endpoint;

/** ARCHITECTURE.md, plugin contract. Nothing in auth-server knows any plugin. */
export interface AuthPlugin {
  /** Unique among the plugins: createAuth refuses two with one id (PluginConflictError). */
  id: string;
  /**
   * Keyed by their auth.api names. createAuth refuses a key another plugin or the core already
   * has, and a path + method another endpoint already routes (parameter names aside). An
   * endpoint's `use` middlewares run before its handler (createAuthMiddleware,
   * sessionMiddleware), their results merged onto ctx.context.
   */
  endpoints?: Record<string, AnyEndpoint>;
  schema?: SchemaExtension;
  hooks?: { before?: BeforeHook[]; after?: AfterHook[] };
  /**
   * Hooks around the writes of any model of the merged schema, core or plugin (see
   * DatabaseHooks for their order among the app's and other plugins'). How a plugin takes part
   * in writes it does not make itself (a ban check on every session, a field's uniqueness):
   * no plugin wraps the internal adapter.
   */
  databaseHooks?: DatabaseHooks;
  rateLimit?: RateLimitRule[];
  /**
   * Rules of the session gate: each runs for every session a request carries, whichever way it
   * came (cookie, cookie cache, secondary storage, API key, any later credential), and may
   * refuse it (throw an APIError) or narrow it (never fresh, never refreshed, a scope). How a
   * plugin makes a rule hold everywhere (a ban, an impersonation's hour) without checking it
   * on each sign-in path.
   */
  sessionRules?: readonly SessionRule[];
  /**
   * Rules of every sign-in (session/sign-in-rules.ts), run in plugin order before a session is
   * written, whatever the first factor: a rule may hold the sign-in back with a pending state
   * (a second factor is due) or refuse it.
   */
  signInRules?: readonly SignInRule[];
  /**
   * The plugin's database hooks before a session is created judge a sign-in's user from the row
   * the sign-in holds (sessionUserInHand) whenever there is one, and read nothing else of the
   * database for it. Then a first sign-in may write its session in one batch with the new user,
   * the rules and the hooks run first on the row as it will be stored (canJudgeSessionBeforeUser).
   * Without it, a plugin's session hook is taken to need the user in the database, and the
   * session is written after the user.
   */
  judgesSignInsFromUserInHand?: boolean;
  /**
   * Listens to the security events the core and every plugin emit at their decision points
   * (`emitSecurityEvent`, security-events/): how an audit log records them. Without a listener,
   * emitting costs one check.
   */
  securityEvents?: SecurityEventListener;
  /**
   * Commands of the `tollgate` CLI, by name (`tollgate <name> …`): the CLI loads the app's auth
   * config and runs the command of the plugin that declares it (`tollgate audit verify`).
   */
  commands?: Record<string, PluginCommand>;
  /**
   * Social providers this plugin adds (the generic OpenID Connect / OAuth 2 provider, an
   * in-house one), built on the oauth/ contract. Merged with the configured `socialProviders`
   * into one registry: /sign-in/social, /callback/:id and /link-social serve them like the
   * built-in ones. createAuth refuses an id another plugin or `socialProviders` already has.
   */
  socialProviders?: readonly OAuthProvider[];
  /**
   * Merged into auth.$ERROR_CODES. createAuth refuses a code another plugin or the core gives
   * another message (messages differing only in letter case count as the same).
   */
  errorCodes?: ErrorCatalogue;
  /**
   * What the plugin adds to the OpenAPI document (`@tollgate/auth-server/open-api`): security
   * schemes by name, e.g. a header whose API key stands for a session. Each is offered as an
   * alternative to the session cookie.
   */
  openapi?: { securitySchemes?: Record<string, OpenAPISecurityScheme> };
  /** Runs once at start-up; may extend the context. */
  init?: (
    context: AuthContext,
  ) =>
    | void
    | { context?: Partial<AuthContext> }
    | Promise<void | { context?: Partial<AuthContext> }>;
  options?: unknown;
  /** Type-only: what this plugin adds to the server's inferred types. */
  $Infer?: Record<string, unknown>;
}

export type PluginList = NonNullable<AuthOptions["plugins"]>;

/** A command a plugin adds to the `tollgate` CLI (`commands` in the plugin contract). */
export interface PluginCommand {
  /** One line for `tollgate --help`, e.g. "verify  Check the audit log's hash chain". */
  summary: string;
  /**
   * Runs with the context of the app's auth instance (its database, its plugins) and the words
   * after the command's name (`tollgate audit verify` → ["verify"]); answers the exit code.
   */
  run(input: {
    context: AuthContext;
    args: readonly string[];
    write: (line: string) => void;
  }): Promise<number>;
}
