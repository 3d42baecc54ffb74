import type { AuthPlugin } from "@tollgate/auth-server";
import { apiKeySecuritySchemes } from "./api-key-security-schemes";
import { apiKeySessionHook } from "./api-key-session-hook";
import { API_KEY_ERROR_CODES } from "./error-codes";
import { type ApiKeyOptions, resolveApiKeyOptions } from "./options";
import { type CreateApiKeyEndpoint, createCreateApiKey } from "./routes/create-api-key";
import {
  createDeleteAllExpiredApiKeys,
  createDeleteApiKey,
  createGetApiKey,
  createListApiKeys,
  createUpdateApiKey,
} from "./routes/manage-api-keys";
import { createVerifyApiKey } from "./routes/verify-api-key";
import { apiKeySchema } from "./schema";

/** A type alias, not an interface: the plugin contract wants a string-indexed record. */
export type ApiKeyEndpoints = {
  createApiKey: CreateApiKeyEndpoint;
  getApiKey: ReturnType<typeof createGetApiKey>;
  listApiKeys: ReturnType<typeof createListApiKeys>;
  updateApiKey: ReturnType<typeof createUpdateApiKey>;
  deleteApiKey: ReturnType<typeof createDeleteApiKey>;
  deleteAllExpiredApiKeys: ReturnType<typeof createDeleteAllExpiredApiKeys>;
  verifyApiKey: ReturnType<typeof createVerifyApiKey>;
};

/**
 * API keys: created for a user (shown once, stored as a SHA-256), listed, updated, deleted;
 * verified by the server with permissions, remaining uses (refilled) and a per-key rate limit,
 * counted atomically; optionally a request's session (`x-api-key`) for scripts.
 */
export function apiKey(userOptions?: ApiKeyOptions) {
  const options = resolveApiKeyOptions(userOptions);
  const endpoints: ApiKeyEndpoints = {
    createApiKey: createCreateApiKey(options),
    getApiKey: createGetApiKey(),
    listApiKeys: createListApiKeys(),
    updateApiKey: createUpdateApiKey(options),
    deleteApiKey: createDeleteApiKey(),
    deleteAllExpiredApiKeys: createDeleteAllExpiredApiKeys(),
    verifyApiKey: createVerifyApiKey(),
  };
  return {
    id: "api-key",
    endpoints,
    schema: apiKeySchema,
    hooks: { before: options.enableSession ? [apiKeySessionHook(options)] : [] },
    errorCodes: API_KEY_ERROR_CODES,
    openapi: { securitySchemes: options.enableSession ? apiKeySecuritySchemes(options) : {} },
    options: userOptions,
  } satisfies AuthPlugin;
}

export { API_KEY_ERROR_CODES, type ApiKeyErrorCode } from "./error-codes";
export { generateApiKey, hashApiKey } from "./key-material";
export type { ApiKeyOptions } from "./options";
export { type ApiKey, type ApiKeyRow, apiKeySchema } from "./schema";
