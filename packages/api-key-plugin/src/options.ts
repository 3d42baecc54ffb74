export interface ApiKeyOptions {
  /** Header(s) a request carries its key in. Default "x-api-key". */
  apiKeyHeaders?: string | string[];
  /** Treat a request with a valid key as a session of the key's owner. Default false. */
  enableSessionForAPIKeys?: boolean;
  /**
   * Interactive-only endpoints that a key's session may call anyway, by path (e.g.
   * "/admin/list-users"), or "*" for all. Default none: a key's session cannot manage keys, call
   * admin endpoints, delete the user, change the email or password, or link and unlink accounts.
   */
  keySessionAllowedPaths?: readonly string[];
  /** Random characters after the prefix. Default 64. */
  defaultKeyLength?: number;
  /** Prefix of keys created without one. Default none. */
  defaultPrefix?: string;
  /** Characters of the key kept (`start`) to recognise it. Default 6. */
  startingCharactersLength?: number;
  keyExpiration?: {
    /** Seconds a key lives when created without expiresIn. Default: forever (null). */
    defaultExpiresIn?: number | null;
    /** Bounds of expiresIn, in days. Default 1 … 365. */
    minExpiresIn?: number;
    maxExpiresIn?: number;
  };
  /** Per-key rate limit defaults: `maxRequests` per `timeWindow` ms. Default on, 10 per day. */
  rateLimit?: { enabled?: boolean; timeWindow?: number; maxRequests?: number };
  /** Bounds of names and prefixes. Defaults 1 … 32 and 1 … 32. */
  minimumNameLength?: number;
  maximumNameLength?: number;
  minimumPrefixLength?: number;
  maximumPrefixLength?: number;
}

export interface ResolvedApiKeyOptions {
  headers: string[];
  enableSession: boolean;
  keySessionAllowedPaths: readonly string[];
  keyLength: number;
  defaultPrefix: string | undefined;
  startLength: number;
  defaultExpiresIn: number | null;
  minExpiresInDays: number;
  maxExpiresInDays: number;
  rateLimit: { enabled: boolean; timeWindow: number; maxRequests: number };
  nameLength: [number, number];
  prefixLength: [number, number];
}

export function resolveApiKeyOptions(options: ApiKeyOptions = {}): ResolvedApiKeyOptions {
  const headers = options.apiKeyHeaders ?? "x-api-key";
  return {
    headers: (Array.isArray(headers) ? headers : [headers]).map((name) => name.toLowerCase()),
    enableSession: options.enableSessionForAPIKeys ?? false,
    keySessionAllowedPaths: options.keySessionAllowedPaths ?? [],
    keyLength: options.defaultKeyLength ?? 64,
    defaultPrefix: options.defaultPrefix,
    startLength: options.startingCharactersLength ?? 6,
    defaultExpiresIn: options.keyExpiration?.defaultExpiresIn ?? null,
    minExpiresInDays: options.keyExpiration?.minExpiresIn ?? 1,
    maxExpiresInDays: options.keyExpiration?.maxExpiresIn ?? 365,
    rateLimit: {
      enabled: options.rateLimit?.enabled ?? true,
      timeWindow: options.rateLimit?.timeWindow ?? 86_400_000,
      maxRequests: options.rateLimit?.maxRequests ?? 10,
    },
    nameLength: [options.minimumNameLength ?? 1, options.maximumNameLength ?? 32],
    prefixLength: [options.minimumPrefixLength ?? 1, options.maximumPrefixLength ?? 32],
  };
}
