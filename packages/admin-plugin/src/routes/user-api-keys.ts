import { createAuthEndpoint, type RequestContext, toPublic } from "@tollgate/auth-server";
import { z } from "zod";
import { requirePermission } from "../access/require-permission";
import { adminError } from "../admin-error";
import type { ResolvedAdminOptions } from "../options";
import { successAnswer } from "./answers";
import { API_KEY_MODEL } from "./end-user-access";
import { foundTargetUser, targetUserRead } from "./target-user";

/** A key as listed: every field but the stored hash (the API-key plugin never answers it). */
const listUserApiKeysAnswer = z.object({
  apiKeys: z.array(z.record(z.string(), z.unknown())),
});

/** 400 unless the API-key plugin's table is in the schema. */
function requireApiKeys(context: RequestContext): void {
  if (!context.schema[API_KEY_MODEL]) throw adminError("BAD_REQUEST", "API_KEYS_NOT_ENABLED");
}

export type ListUserApiKeysEndpoint = ReturnType<typeof createListUserApiKeys>;

/**
 * POST /admin/list-user-api-keys {userId} → {apiKeys}: every key of the user, newest first,
 * without the keys themselves. A key stands for its owner's session, so the `session: list`
 * permission governs it. Needs the API-key plugin.
 */
export function createListUserApiKeys(options: ResolvedAdminOptions) {
  return createAuthEndpoint(
    "/admin/list-user-api-keys",
    {
      method: "POST",
      body: z.object({ userId: z.coerce.string().min(1) }),
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "The API keys of a user, without the keys themselves" },
        responseSchema: listUserApiKeysAnswer,
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      await requirePermission(ctx, options, { session: ["list"] });
      requireApiKeys(context);
      // The user and their keys in one read: 404 when the user is gone, else the keys.
      const [user, rows] = await context.adapter.readAll([
        targetUserRead(body.userId),
        {
          find: {
            model: API_KEY_MODEL,
            where: [{ field: "userId", value: body.userId }],
            sortBy: { field: "createdAt", direction: "desc" },
          },
        },
      ]);
      foundTargetUser(user);
      return { apiKeys: rows.map((row) => toPublic(context, API_KEY_MODEL, row)) };
    },
  );
}

export type RevokeUserApiKeyEndpoint = ReturnType<typeof createRevokeUserApiKey>;

/**
 * POST /admin/revoke-user-api-key {userId, keyId} → {success: true}: deletes one key of the
 * user; it stops working at once. 404 'API Key not found' when the user has no such key.
 * Governed by the `session: revoke` permission. Needs the API-key plugin.
 */
export function createRevokeUserApiKey(options: ResolvedAdminOptions) {
  return createAuthEndpoint(
    "/admin/revoke-user-api-key",
    {
      method: "POST",
      body: z.object({ userId: z.coerce.string().min(1), keyId: z.string().min(1) }),
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Delete one API key of a user; it stops working at once" },
        responseSchema: successAnswer,
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      await requirePermission(ctx, options, { session: ["revoke"] });
      requireApiKeys(context);
      const deleted = await context.internalAdapter.deleteRecords(API_KEY_MODEL, [
        { field: "id", value: body.keyId },
        { field: "userId", value: body.userId },
      ]);
      if (deleted === 0) throw adminError("NOT_FOUND", "KEY_NOT_FOUND", { field: "keyId" });
      return { success: true as const };
    },
  );
}
