import type { Endpoint } from "better-call";
import type { AuthContext, RequestContext } from "../context/context-types";
import type { DatabaseHooks } from "../db/internal-adapter-types";
import type { SchemaExtension } from "../db/schema-types";
import type { ErrorCatalogue } from "../errors/define-error-codes";
import type { AuthOptions } from "../options";
import type { RateLimitRule } from "../rate-limit/rate-limit-types";

/** What a hook sees of the request (before) and of the outcome (after). */
export interface HookContext {
  /** Path relative to basePath, e.g. "/sign-in/email". */
  path: string;
  method: string;
  body: unknown;
  query: Record<string, unknown> | undefined;
  headers: Headers | undefined;
  context: RequestContext;
}

export interface AfterHookContext extends HookContext {
  /** The endpoint's JSON result, or the APIError it failed with. */
  returned: unknown;
  /** Headers (Set-Cookie…) the endpoint set; hooks may add to them. */
  responseHeaders: Headers;
}

/** A before hook may replace the body/query, answer in place of the endpoint, or throw an APIError. */
export type BeforeHookResult =
  | void
  | { body?: unknown; query?: Record<string, unknown> }
  | { response: unknown };
/** An after hook may replace the answer. */
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
  id: string;
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
  errorCodes?: ErrorCatalogue;
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
