import { createAuthEndpoint } from "@tollgate/auth-server";
import { z } from "zod";
import { emitKeyEvent } from "../api-key-events";
import { checkSettings, defaultExpiry, keySettings } from "../key-fields";
import { generateApiKey, hashApiKey } from "../key-material";
import { keyOwnerId, refuseServerOnly, SERVER_ONLY_FIELDS } from "../key-owner";
import type { ResolvedApiKeyOptions } from "../options";
import { type ApiKey, type ApiKeyRow, publicApiKey } from "../schema";
import { createdApiKeyAnswer } from "./answers";

export const createApiKeyBody = z.object({
  ...keySettings,
  prefix: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/, "Invalid prefix format: letters, digits, _ and - only")
    .optional(),
  userId: z.string().min(1).optional(),
});

export type CreateApiKeyEndpoint = ReturnType<typeof createCreateApiKey>;

/**
 * POST /api-key/create → the key's record and, this once, `key` itself. Over HTTP for the
 * signed-in user, with name, prefix, expiresIn and metadata; the limits, permissions and
 * `userId` only from the server (auth.api).
 */
export function createCreateApiKey(options: ResolvedApiKeyOptions) {
  return createAuthEndpoint(
    "/api-key/create",
    {
      method: "POST",
      body: createApiKeyBody,
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Create an API key; the answer holds the key, this once only" },
        responseSchema: createdApiKeyAnswer,
      },
    },
    async (ctx): Promise<ApiKey & { key: string }> => {
      const { body, context } = ctx;
      refuseServerOnly(ctx, body, SERVER_ONLY_FIELDS);
      const userId = await keyOwnerId(ctx, body.userId);
      const expiresAt = checkSettings(options, context.viaHttp, body);
      const prefix = body.prefix ?? options.defaultPrefix;
      const key = generateApiKey(options.keyLength, prefix);
      const now = new Date();
      const rateLimitEnabled = body.rateLimitEnabled ?? options.rateLimit.enabled;
      const row = await context.internalAdapter.createRecord<ApiKeyRow>("apikey", {
        name: body.name ?? null,
        start: key.slice(0, options.startLength),
        prefix: prefix ?? null,
        key: await hashApiKey(key),
        userId,
        refillInterval: body.refillInterval ?? null,
        refillAmount: body.refillAmount ?? null,
        lastRefillAt: null,
        enabled: true,
        rateLimitEnabled,
        rateLimitTimeWindow: body.rateLimitTimeWindow ?? options.rateLimit.timeWindow,
        rateLimitMax: body.rateLimitMax ?? options.rateLimit.maxRequests,
        requestCount: 0,
        remaining: body.remaining ?? body.refillAmount ?? null,
        lastRequest: null,
        expiresAt: expiresAt === undefined ? defaultExpiry(options) : expiresAt,
        createdAt: now,
        updatedAt: now,
        permissions: body.permissions ?? null,
        metadata: body.metadata ?? null,
      });
      await emitKeyEvent(context, "api-key.created", row);
      return { ...publicApiKey(row), key };
    },
  );
}
