import { APIError, createAuthEndpoint, SERVER_ONLY } from "@tollgate/auth-server";
import { z } from "zod";
import { requireKeyPermissions } from "../key-permissions";
import { type ApiKey, publicApiKey } from "../schema";
import { spendApiKey } from "../spend-key";

type Verdict =
  | { valid: true; error: null; key: ApiKey }
  | { valid: false; error: { code: string; message: string }; key: null };

/**
 * auth.api.verifyApiKey {key, permissions?} → {valid, error, key} (server only): counts one use
 * of the key (its remaining uses and rate limit) and checks the permissions asked for. A refusal
 * is an answer, not a throw: `error` says why (KEY_EXPIRED, USAGE_EXCEEDED, …).
 */
export function createVerifyApiKey() {
  return createAuthEndpoint(
    "/api-key/verify",
    {
      method: "POST",
      metadata: SERVER_ONLY,
      body: z.object({
        key: z.string().min(1),
        permissions: z.record(z.string(), z.array(z.string())).optional(),
      }),
    },
    async (ctx): Promise<Verdict> => {
      try {
        const row = await spendApiKey(ctx.context, ctx.body.key);
        if (ctx.body.permissions) requireKeyPermissions(row, ctx.body.permissions);
        return { valid: true, error: null, key: publicApiKey(row) };
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        const code = typeof error.body?.code === "string" ? error.body.code : "INVALID_API_KEY";
        const message = typeof error.body?.message === "string" ? error.body.message : code;
        return { valid: false, error: { code, message }, key: null };
      }
    },
  );
}
