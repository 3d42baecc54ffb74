import { createAuthEndpoint, SERVER_ONLY } from "@tollgate/auth-server";
import { z } from "zod";
import { apiKeyError } from "../api-key-error";
import { emitKeyEvent } from "../api-key-events";
import { checkSettings, keySettings } from "../key-fields";
import { keyOwnerId, refuseServerOnly, SERVER_ONLY_FIELDS } from "../key-owner";
import type { ResolvedApiKeyOptions } from "../options";
import { type ApiKeyRow, publicApiKey } from "../schema";
import { apiKeyAnswer, deletedApiKeyAnswer } from "./answers";

const byId = (id: string) => [{ field: "id", value: id }];
/** The key with this id if it is `owner`'s: a write on it matches nothing otherwise. */
const ownedBy = (id: string, owner: string) => [...byId(id), { field: "userId", value: owner }];
const keyNotFound = () => apiKeyError("NOT_FOUND", "KEY_NOT_FOUND", "id");

/** The caller's key with this id; another user's key answers 404 like a missing one. */
async function ownKey(
  ctx: Parameters<typeof keyOwnerId>[0],
  id: string,
  userId: string | undefined,
): Promise<ApiKeyRow> {
  const owner = await keyOwnerId(ctx, userId);
  const row = await ctx.context.adapter.findOne<ApiKeyRow>({ model: "apikey", where: byId(id) });
  if (!row || row.userId !== owner) throw keyNotFound();
  return row;
}

/** GET /api-key/get?id → the key (without its secret), if it is the caller's. */
export function createGetApiKey() {
  return createAuthEndpoint(
    "/api-key/get",
    {
      method: "GET",
      query: z.object({ id: z.string().min(1), userId: z.string().optional() }),
      metadata: {
        openapi: { summary: "One of the caller's API keys, without the key itself" },
        responseSchema: apiKeyAnswer,
      },
    },
    async (ctx) => publicApiKey(await ownKey(ctx, ctx.query.id, ctx.query.userId)),
  );
}

/** GET /api-key/list → the caller's keys, newest first. */
export function createListApiKeys() {
  return createAuthEndpoint(
    "/api-key/list",
    {
      method: "GET",
      query: z.object({ userId: z.string().optional() }).optional(),
      metadata: {
        openapi: { summary: "The caller's API keys, newest first, without the keys themselves" },
        responseSchema: z.array(apiKeyAnswer),
      },
    },
    async (ctx) => {
      const owner = await keyOwnerId(ctx, ctx.query?.userId);
      const rows = await ctx.context.adapter.findMany<ApiKeyRow>({
        model: "apikey",
        where: [{ field: "userId", value: owner }],
        sortBy: { field: "createdAt", direction: "desc" },
      });
      return rows.map(publicApiKey);
    },
  );
}

export const updateApiKeyBody = z.object({
  keyId: z.string().min(1),
  userId: z.string().min(1).optional(),
  enabled: z.boolean().optional(),
  ...keySettings,
});

/** The fields an update writes, checked; 400 when a setting is refused or none is given. */
function changesOf(
  options: ResolvedApiKeyOptions,
  viaHttp: boolean,
  body: z.infer<typeof updateApiKeyBody>,
): Record<string, unknown> {
  const expiresAt = checkSettings(options, viaHttp, body);
  const { keyId: _id, userId: _owner, expiresIn: _expiry, ...changes } = body;
  const update: Record<string, unknown> = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  if (expiresAt !== undefined) update.expiresAt = expiresAt;
  if (Object.keys(update).length === 0) throw apiKeyError("BAD_REQUEST", "NO_VALUES_TO_UPDATE");
  return update;
}

/** POST /api-key/update {keyId, name?, enabled?, expiresIn?, metadata?, …server-only limits}. */
export function createUpdateApiKey(options: ResolvedApiKeyOptions) {
  return createAuthEndpoint(
    "/api-key/update",
    {
      method: "POST",
      body: updateApiKeyBody,
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Change one of the caller's API keys" },
        responseSchema: apiKeyAnswer,
      },
    },
    async (ctx) => {
      const { body } = ctx;
      refuseServerOnly(ctx, body, SERVER_ONLY_FIELDS);
      const owner = await keyOwnerId(ctx, body.userId);
      let update: Record<string, unknown>;
      try {
        update = changesOf(options, ctx.context.viaHttp, body);
      } catch (error) {
        // A missing key is answered before bad settings, as when the key was read first.
        await ownKey(ctx, body.keyId, body.userId);
        throw error;
      }
      // One write, matching only the caller's key: another user's key is not found.
      const updated = await ctx.context.internalAdapter.updateRecord<ApiKeyRow>(
        "apikey",
        ownedBy(body.keyId, owner),
        update,
      );
      if (!updated) throw keyNotFound();
      return publicApiKey(updated);
    },
  );
}

/** POST /api-key/delete {keyId} → {success: true}; the key stops working at once. */
export function createDeleteApiKey() {
  return createAuthEndpoint(
    "/api-key/delete",
    {
      method: "POST",
      body: z.object({ keyId: z.string().min(1), userId: z.string().min(1).optional() }),
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Delete one of the caller's API keys; it stops working at once" },
        responseSchema: deletedApiKeyAnswer,
      },
    },
    async (ctx) => {
      const owner = await keyOwnerId(ctx, ctx.body.userId);
      const row = { id: ctx.body.keyId, userId: owner };
      // One write, matching only the caller's key: another user's key is not found.
      const deleted = await ctx.context.internalAdapter.deleteRecords(
        "apikey",
        ownedBy(row.id, owner),
      );
      if (deleted === 0) throw keyNotFound();
      await emitKeyEvent(ctx.context, "api-key.revoked", row);
      return { success: true };
    },
  );
}

/** auth.api.deleteAllExpiredApiKeys → {success, error}: removes every expired key (server only). */
export function createDeleteAllExpiredApiKeys() {
  return createAuthEndpoint(
    "/api-key/delete-all-expired-api-keys",
    { method: "POST", metadata: SERVER_ONLY },
    async (ctx) => {
      const deleted = await ctx.context.internalAdapter.deleteRecords("apikey", [
        { field: "expiresAt", value: new Date(), operator: "lt" },
      ]);
      return { success: true, error: null, deleted };
    },
  );
}
