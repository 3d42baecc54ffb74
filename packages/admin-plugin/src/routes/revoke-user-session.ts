import { createAuthEndpoint } from "@tollgate/auth-server";
import { z } from "zod";
import { requirePermission } from "../access/require-permission";
import { emitAdminEvent } from "../admin-events";
import type { ResolvedAdminOptions } from "../options";
import { successAnswer } from "./answers";

export type RevokeUserSessionEndpoint = ReturnType<typeof createRevokeUserSession>;

/** POST /admin/revoke-user-session {sessionToken} → {success: true}. */
export function createRevokeUserSession(options: ResolvedAdminOptions) {
  return createAuthEndpoint(
    "/admin/revoke-user-session",
    {
      method: "POST",
      body: z.object({ sessionToken: z.string() }),
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "End one session of any user, by its token" },
        responseSchema: successAnswer,
      },
    },
    async (ctx) => {
      await requirePermission(ctx, options, { session: ["revoke"] });
      await ctx.context.internalAdapter.deleteSession(ctx.body.sessionToken);
      const payload = { scope: "one" };
      await emitAdminEvent(ctx.context, "admin.sessions-revoked", null, { payload });
      return { success: true };
    },
  );
}
