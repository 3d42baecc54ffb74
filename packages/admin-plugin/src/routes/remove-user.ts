import { createAuthEndpoint } from "@tollgate/auth-server";
import { z } from "zod";
import { requirePermission } from "../access/require-permission";
import { adminError } from "../admin-error";
import { emitAdminEvent } from "../admin-events";
import type { ResolvedAdminOptions } from "../options";
import { successAnswer } from "./answers";
import { findTargetUser } from "./target-user";

export type RemoveUserEndpoint = ReturnType<typeof createRemoveUser>;

/** POST /admin/remove-user {userId} → {success: true}: the user, their sessions and accounts. */
export function createRemoveUser(options: ResolvedAdminOptions) {
  return createAuthEndpoint(
    "/admin/remove-user",
    {
      method: "POST",
      body: z.object({ userId: z.coerce.string() }),
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Delete a user with their sessions and accounts" },
        responseSchema: successAnswer,
      },
    },
    async (ctx) => {
      const admin = await requirePermission(ctx, options, { user: ["delete"] });
      if (ctx.body.userId === admin.user.id)
        throw adminError("BAD_REQUEST", "YOU_CANNOT_REMOVE_YOURSELF");
      await findTargetUser(ctx.context, ctx.body.userId);
      await ctx.context.internalAdapter.deleteUser(ctx.body.userId);
      await emitAdminEvent(ctx.context, "admin.user-removed", ctx.body.userId);
      return { success: true };
    },
  );
}
