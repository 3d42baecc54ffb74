import { z } from "zod";
import { apiKeyError } from "./api-key-error";
import type { ResolvedApiKeyOptions } from "./options";

/** The fields create and update share, validated with the field named on failure. */
export const keySettings = {
  name: z.string().optional(),
  expiresIn: z.number().int().positive().nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  remaining: z.number().int().min(0).nullable().optional(),
  refillAmount: z.number().int().min(1).optional(),
  refillInterval: z.number().int().min(1).optional(),
  rateLimitTimeWindow: z.number().int().min(1).optional(),
  rateLimitMax: z.number().int().min(1).optional(),
  rateLimitEnabled: z.boolean().optional(),
  permissions: z.record(z.string(), z.array(z.string())).nullable().optional(),
};

/** When a key made now without an expiry of its own ends: the configured default, if any. */
export function defaultExpiry(options: ResolvedApiKeyOptions): Date | null {
  return options.defaultExpiresIn === null
    ? null
    : new Date(Date.now() + options.defaultExpiresIn * 1000);
}

/**
 * Checks lengths, bounds and pairs the schema cannot express; answers the expiry date
 * (undefined: not given). `expiresIn: null` means "no expiry" only from the server (auth.api);
 * over HTTP it means the configured default, so a client cannot make a key that never ends
 * unless the app's default is that.
 */
export function checkSettings(
  options: ResolvedApiKeyOptions,
  viaHttp: boolean,
  body: {
    name?: string | undefined;
    prefix?: string | undefined;
    expiresIn?: number | null | undefined;
    refillAmount?: number | undefined;
    refillInterval?: number | undefined;
  },
): Date | null | undefined {
  const [minName, maxName] = options.nameLength;
  if (body.name !== undefined && (body.name.length < minName || body.name.length > maxName))
    throw apiKeyError("BAD_REQUEST", "INVALID_NAME_LENGTH", "name");
  const [minPrefix, maxPrefix] = options.prefixLength;
  if (
    body.prefix !== undefined &&
    (body.prefix.length < minPrefix || body.prefix.length > maxPrefix)
  )
    throw apiKeyError("BAD_REQUEST", "INVALID_PREFIX_LENGTH", "prefix");
  if (body.refillAmount !== undefined && body.refillInterval === undefined)
    throw apiKeyError("BAD_REQUEST", "REFILL_INTERVAL_AND_AMOUNT_REQUIRED", "refillInterval");
  if (body.refillInterval !== undefined && body.refillAmount === undefined)
    throw apiKeyError("BAD_REQUEST", "REFILL_AMOUNT_AND_INTERVAL_REQUIRED", "refillAmount");
  if (body.expiresIn === undefined) return undefined;
  if (body.expiresIn === null) return viaHttp ? defaultExpiry(options) : null;
  const days = body.expiresIn / 86_400;
  if (days < options.minExpiresInDays)
    throw apiKeyError("BAD_REQUEST", "EXPIRES_IN_IS_TOO_SMALL", "expiresIn");
  if (days > options.maxExpiresInDays)
    throw apiKeyError("BAD_REQUEST", "EXPIRES_IN_IS_TOO_LARGE", "expiresIn");
  return new Date(Date.now() + body.expiresIn * 1000);
}
