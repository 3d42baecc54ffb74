import type { SchemaExtension } from "@tollgate/auth-server";

/**
 * One row per key (Better Auth's `apikey` table and field names). `key` is the SHA-256 of the key
 * (base64url), never the key, and never answered (`returned: false`); `start` its first
 * characters, for people to recognise it.
 * `permissions` and `metadata` are JSON text. `requestCount` / `lastRequest` count uses within
 * the rate-limit window; `remaining` the uses left (null: unlimited), refilled by
 * `refillAmount` every `refillInterval` ms.
 */
export const apiKeySchema = {
  apikey: {
    fields: {
      name: { type: "string", required: false },
      start: { type: "string", required: false },
      prefix: { type: "string", required: false },
      key: { type: "string", required: true, unique: true, returned: false },
      userId: {
        type: "string",
        required: true,
        index: true,
        references: { model: "user", field: "id", onDelete: "cascade" },
      },
      refillInterval: { type: "number", required: false },
      refillAmount: { type: "number", required: false },
      lastRefillAt: { type: "date", required: false },
      enabled: { type: "boolean", required: false, defaultValue: true },
      rateLimitEnabled: { type: "boolean", required: false, defaultValue: true },
      rateLimitTimeWindow: { type: "number", required: false },
      rateLimitMax: { type: "number", required: false },
      requestCount: { type: "number", required: false, defaultValue: 0 },
      remaining: { type: "number", required: false },
      lastRequest: { type: "date", required: false },
      expiresAt: { type: "date", required: false },
      createdAt: { type: "date", required: true },
      updatedAt: { type: "date", required: true },
      permissions: { type: "json", required: false },
      metadata: { type: "json", required: false },
    },
  },
} satisfies SchemaExtension;

export type ApiKeyRow = {
  id: string;
  name: string | null;
  start: string | null;
  prefix: string | null;
  key: string;
  userId: string;
  refillInterval: number | null;
  refillAmount: number | null;
  lastRefillAt: Date | null;
  enabled: boolean | null;
  rateLimitEnabled: boolean | null;
  rateLimitTimeWindow: number | null;
  rateLimitMax: number | null;
  requestCount: number | null;
  remaining: number | null;
  lastRequest: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  permissions: Record<string, string[]> | null;
  metadata: Record<string, unknown> | null;
};

/** A key as answered: everything but the hash. */
export type ApiKey = Omit<ApiKeyRow, "key">;

/** The answer form of a row. */
export function publicApiKey(row: ApiKeyRow): ApiKey {
  const { key: _hash, ...visible } = row;
  return visible;
}
