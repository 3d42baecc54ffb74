import { createAuthEndpoint, type RequestContext } from "@tollgate/auth-server";
import { z } from "zod";
import { requirePermission } from "../access/require-permission";
import { adminError } from "../admin-error";
import { emitAdminEvent } from "../admin-events";
import type { ResolvedAdminOptions } from "../options";
import { successAnswer } from "./answers";
import { keepsSessionsInStorage } from "./sessions-in-storage";
import { targetUserNotFound } from "./target-user";

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
      if (!(await deleteTargetUser(ctx.context, ctx.body.userId))) throw targetUserNotFound();
      await emitAdminEvent(ctx.context, "admin.user-removed", ctx.body.userId);
      return { success: true };
    },
  );
}

/**
 * Deletes the user with their sessions and accounts (other tables' rows go by their foreign
 * keys), all or none; false when there was no such user. One batch (one statement on
 * PostgreSQL), or the internal adapter's deleteUser where sessions live in secondary storage.
 */
async function deleteTargetUser(context: RequestContext, userId: string): Promise<boolean> {
  if (keepsSessionsInStorage(context)) {
    if (!(await context.internalAdapter.findUserById(userId))) return false;
    await context.internalAdapter.deleteUser(userId);
    return true;
  }
  const ofUser = [{ field: "userId", value: userId }];
  const [, , users] = await context.internalAdapter.writeRecords([
    { delete: { model: "session", where: ofUser } },
    { delete: { model: "account", where: ofUser } },
    { delete: { model: "user", where: [{ field: "id", value: userId }] } },
  ]);
  return users.length > 0;
}
