import { createAuthCookies } from "../cookies/auth-cookies";
import { CookieAgeError, MAX_COOKIE_AGE_SECONDS } from "../cookies/cookie-serialize";
import { createHmacSigner } from "../crypto/hmac";
import { createScryptPasswordHasher } from "../crypto/password";
import { createDatabase } from "../db/create-kysely";
import { generateId } from "../db/generate-id";
import { guardDatabaseClient } from "../db/guard-database-client";
import { createInternalAdapter } from "../db/internal-adapter";
import { createKyselyAdapter } from "../db/kysely-adapter";
import { buildSchema } from "../db/merge-schema";
import { createProviderRegistry } from "../oauth/provider-registry";
import type { AuthOptions } from "../options";
import { createTrustedOriginMatcher } from "../origin/trusted-origins";
import { createMemoryRateLimitStore, type RateLimitStore } from "../rate-limit";
import { createRateLimiter } from "../rate-limit/rate-limiter";
import {
  createGuardedStorage,
  createSecondaryStorageRateLimitStore,
  createSessionEntries,
  MissingSecondaryStorageError,
  type SecondaryStorage,
} from "../secondary-storage";
import { readEnv } from "../utils/env";
import { createLogger } from "../utils/logger";
import type { AuthContext, SessionConfig } from "./context-types";
import { resolveSecret } from "./resolve-secret";

const DAY = 86_400;

function resolveSessionConfig(options: AuthOptions): SessionConfig {
  const session = options.session ?? {};
  for (const [field, seconds] of [
    ["session.expiresIn", session.expiresIn],
    ["session.cookieCache.maxAge", session.cookieCache?.maxAge],
  ] as const) {
    if (seconds !== undefined && seconds > MAX_COOKIE_AGE_SECONDS)
      throw new CookieAgeError(field, seconds);
  }
  return {
    expiresIn: session.expiresIn ?? 7 * DAY,
    updateAge: session.updateAge ?? DAY,
    freshAge: session.freshAge ?? DAY,
    disableRefresh: session.disableSessionRefresh ?? false,
    cookieCache: {
      enabled: session.cookieCache?.enabled ?? false,
      maxAge: session.cookieCache?.maxAge ?? 60,
    },
  };
}

/** Rate-limit counters: in secondary storage when there is one (or when asked), else in memory. */
function rateLimitStore(
  options: AuthOptions,
  storage: SecondaryStorage | undefined,
): RateLimitStore {
  const kind = options.rateLimit?.storage ?? (storage ? "secondary-storage" : "memory");
  if (kind === "memory") return createMemoryRateLimitStore();
  if (!storage) throw new MissingSecondaryStorageError();
  return createSecondaryStorageRateLimitStore(storage);
}

function resolveBaseURL(options: AuthOptions): string {
  const configured =
    options.baseURL ??
    readEnv("TOLLGATE_URL") ??
    readEnv("BETTER_AUTH_URL") ??
    "http://localhost:3000";
  return configured.replace(/\/+$/, "");
}

/** Builds everything that is the same for every request, once. */
export function createAuthContext(options: AuthOptions): AuthContext {
  const logger = createLogger(options.logger ?? {});
  const secret = resolveSecret(options.secret, logger);
  const baseURL = resolveBaseURL(options);
  const basePath = (options.basePath ?? "/api/auth").replace(/\/+$/, "");
  const plugins = options.plugins ?? [];
  const schema = buildSchema({
    plugins,
    additionalFields: {
      user: options.user?.additionalFields,
      session: options.session?.additionalFields,
    },
  });
  guardDatabaseClient(options.database, logger);
  const { db, dialect, pipeline } = createDatabase(options.database);
  const adapter = createKyselyAdapter(db, dialect, schema, pipeline ? { pipeline } : {});
  // Every call bounded by a timeout, an outage logged once (guarded-storage.ts).
  const storage =
    options.secondaryStorage && createGuardedStorage(options.secondaryStorage, logger);
  const internalAdapter = createInternalAdapter(adapter, {
    schema,
    ...(storage ? { sessionEntries: createSessionEntries(storage, schema) } : {}),
    // Composed in this order: the app's hooks, then each plugin's in the order of `plugins`.
    databaseHooks: [options.databaseHooks, ...plugins.map((plugin) => plugin.databaseHooks)],
  });
  const session = resolveSessionConfig(options);
  const secure = options.advanced?.useSecureCookies ?? baseURL.startsWith("https://");
  const cookies = createAuthCookies({
    prefix: options.advanced?.cookiePrefix ?? "tollgate",
    secure,
    sessionExpiresIn: session.expiresIn,
    cacheMaxAge: session.cookieCache.maxAge,
    defaultAttributes: options.advanced?.defaultCookieAttributes,
  });
  const staticOrigins = [
    baseURL,
    ...(Array.isArray(options.trustedOrigins) ? options.trustedOrigins : []),
  ];
  const originMatcher = createTrustedOriginMatcher(staticOrigins);
  const dynamicOrigins =
    typeof options.trustedOrigins === "function" ? options.trustedOrigins : undefined;
  const emailAndPassword = options.emailAndPassword;
  const defaultHasher = createScryptPasswordHasher({
    maxConcurrentHashes: emailAndPassword?.maxConcurrentHashes,
    priority: emailAndPassword?.passwordHashPriority,
  });

  return {
    options,
    appName: options.appName ?? "Tollgate",
    baseURL,
    basePath,
    secret,
    signer: createHmacSigner(secret),
    db,
    dialect,
    schema,
    adapter,
    internalAdapter,
    password: {
      hash: emailAndPassword?.password?.hash ?? defaultHasher.hash,
      verify: emailAndPassword?.password?.verify ?? defaultHasher.verify,
      minLength: emailAndPassword?.minPasswordLength ?? 8,
      maxLength: emailAndPassword?.maxPasswordLength ?? 128,
    },
    sessionConfig: session,
    cookies,
    async isTrustedOrigin(url, caller) {
      if (originMatcher.matches(url)) return true;
      return dynamicOrigins
        ? originMatcher.matches(url, await dynamicOrigins(caller?.request))
        : false;
    },
    rateLimiter: createRateLimiter(
      options.rateLimit,
      plugins.flatMap((plugin) => plugin.rateLimit ?? []),
      rateLimitStore(options, storage),
      options.advanced?.ipAddress?.ipv6Subnet,
    ),
    logger,
    plugins,
    sessionRules: plugins.flatMap((plugin) => plugin.sessionRules ?? []),
    signInRules: plugins.flatMap((plugin) => plugin.signInRules ?? []),
    securityEventListeners: plugins.flatMap((plugin) => plugin.securityEvents ?? []),
    socialProviders: createProviderRegistry(options.socialProviders, plugins),
    generateId: () => generateId(),
  };
}
