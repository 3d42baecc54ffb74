import type { AuthRuntime } from "./api/auth-runtime";
import { clientIpPolicyOf } from "./api/client-ip";
import { withLazyRequest } from "./api/lazy-request";
import { createRouter } from "./api/router";
import { createServerApi } from "./api/server-api";
import { createWebHandler } from "./api/web-handler";
import type { AuthContext } from "./context/context-types";
import { createAuthContext } from "./context/create-context";
import { secretRefusal } from "./context/resolve-secret";
import { migrate } from "./db/migrate";
import { AUTH_ERROR_CODES } from "./errors/auth-error-codes";
import type { AuthOptions } from "./options";
import { assemblePlugins } from "./plugins/assemble-plugins";
import { coreEndpoints } from "./routes/core-endpoints";
import type { InferAPI, InferPluginErrorCodes, InferSession, InferUser } from "./types/infer";

const DEFAULT_MAX_BODY = 1024 * 1024;

async function initPlugins(context: AuthContext): Promise<void> {
  for (const plugin of context.plugins) {
    const result = await plugin.init?.(context);
    if (result && typeof result === "object" && result.context)
      Object.assign(context, result.context);
  }
}

/**
 * Builds the auth server once: context, route table, hooks and keys. Nothing here is redone
 * per request. Throws a PluginConflictError when two plugins (or a plugin and the core) claim
 * the same id, endpoint key, route or error code (plugins/assemble-plugins.ts).
 *
 * A secret that production refuses (missing or short) does not throw here, so that a build that
 * evaluates the module without it (`next build`) succeeds: the start-up fails instead, as a
 * plugin's failed init does — every request answers 500 and logs why, every auth.api call,
 * `$context` and `migrate()` reject with the InsecureSecretError.
 */
export function createAuth<const O extends AuthOptions>(options: O) {
  const plugins = options.plugins ?? [];
  const { endpoints, errorCodes } = assemblePlugins(
    { endpoints: coreEndpoints, errorCodes: AUTH_ERROR_CODES },
    plugins,
  );
  const refusal = secretRefusal(options.secret);
  const context = createAuthContext(options);
  const runtime: AuthRuntime = {
    context,
    requestContextBase: withLazyRequest(context),
    endpoints,
    router: createRouter(endpoints),
    beforeHooks: plugins.flatMap((plugin) => plugin.hooks?.before ?? []),
    afterHooks: plugins.flatMap((plugin) => plugin.hooks?.after ?? []),
    globalHooks: options.hooks ?? {},
    maxBodySize: options.advanced?.maxBodySize ?? DEFAULT_MAX_BODY,
    clientIpPolicy: clientIpPolicyOf(options.advanced?.ipAddress),
  };
  const ready = (refusal ? Promise.reject(refusal) : initPlugins(context)).then(() => runtime);
  const contextReady = ready.then((live) => live.context);
  // A failed start-up (a refused secret, a plugin's init threw) is reported where these are
  // awaited — requests answer 500, `$context` and `migrate()` reject — never as an unhandled
  // rejection.
  ready.catch(() => undefined);
  contextReady.catch(() => undefined);
  // The typed surface: core endpoints plus every plugin's, as better-call endpoints; the
  // runtime object holds exactly these keys (assemblePlugins), typed per configuration here.
  const api = createServerApi(endpoints, ready) as InferAPI<O>;

  return {
    handler: createWebHandler(runtime, ready),
    api,
    options,
    $context: contextReady,
    /** Internal: the assembled runtime, for toNodeHandler. */
    $runtime: ready,
    $ERROR_CODES: errorCodes as typeof AUTH_ERROR_CODES & InferPluginErrorCodes<O>,
    /** Type-only helpers: `typeof auth.$Infer.Session`. */
    $Infer: {} as { Session: { session: InferSession<O>; user: InferUser<O> } },
    /** Applies the additive migrations the schema needs (creates tables, columns, indexes). */
    migrate: async (): Promise<void> => {
      const live = await ready;
      await migrate(live.context.db, live.context.dialect, live.context.schema);
    },
  };
}

export type Auth<O extends AuthOptions = AuthOptions> = ReturnType<typeof createAuth<O>>;
