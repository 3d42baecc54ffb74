import { createAuthEndpoint } from "@tollgate/auth-server";
import { z } from "zod";
import { requirePermission } from "../access/require-permission";
import { emitAdminEvent } from "../admin-events";
import type { ResolvedAdminOptions } from "../options";
import { changedUserAnswer } from "./answers";
import { publicUser, updateTargetUser } from "./target-user";

export type UnbanUserEndpoint = ReturnType<typeof createUnbanUser>;

/** POST /admin/unban-user {userId} → {user}: the ban, its reason and its end are cleared. */
export function createUnbanUser(options: ResolvedAdminOptions) {
  return createAuthEndpoint(
    "/admin/unban-user",
    {
      method: "POST",
      body: z.object({ userId: z.coerce.string() }),
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Lift the ban of a user" },
        responseSchema: changedUserAnswer,
      },
    },
    async (ctx) => {
      await requirePermission(ctx, options, { user: ["ban"] });
      const user = await updateTargetUser(ctx.context, ctx.body.userId, {
        banned: false,
        banReason: null,
        banExpires: null,
      });
      await emitAdminEvent(ctx.context, "admin.user-unbanned", ctx.body.userId);
      return { user: publicUser(ctx.context, user) };
    },
  );
}
