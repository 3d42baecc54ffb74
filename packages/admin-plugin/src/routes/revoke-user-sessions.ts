import { createAuthEndpoint } from "@tollgate/auth-server";
import { z } from "zod";
import { requirePermission } from "../access/require-permission";
import { emitAdminEvent } from "../admin-events";
import type { ResolvedAdminOptions } from "../options";
import { successAnswer } from "./answers";

export type RevokeUserSessionsEndpoint = ReturnType<typeof createRevokeUserSessions>;

/** POST /admin/revoke-user-sessions {userId} → {success: true}: every session of the user. */
export function createRevokeUserSessions(options: ResolvedAdminOptions) {
  return createAuthEndpoint(
    "/admin/revoke-user-sessions",
    {
      method: "POST",
      body: z.object({ userId: z.coerce.string() }),
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "End every session of a user" },
        responseSchema: successAnswer,
      },
    },
    async (ctx) => {
      await requirePermission(ctx, options, { session: ["revoke"] });
      const count = await ctx.context.internalAdapter.deleteUserSessions(ctx.body.userId);
      const payload = { scope: "all", count };
      await emitAdminEvent(ctx.context, "admin.sessions-revoked", ctx.body.userId, { payload });
      return { success: true };
    },
  );
}
