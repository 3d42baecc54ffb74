import { createAuthEndpoint } from "@tollgate/auth-server";
import { z } from "zod";
import { requirePermission } from "../access/require-permission";
import { emitAdminEvent } from "../admin-events";
import type { ResolvedAdminOptions } from "../options";
import { changedUserAnswer } from "./answers";
import { storedRole } from "./role-input";
import { publicUser, updateTargetUser } from "./target-user";

export const setRoleBody = z.object({
  userId: z.coerce.string(),
  role: z.union([z.string(), z.array(z.string())]),
});

export type SetRoleEndpoint = ReturnType<typeof createSetRole>;

/** POST /admin/set-role {userId, role: name or names} → {user}. */
export function createSetRole(options: ResolvedAdminOptions) {
  return createAuthEndpoint(
    "/admin/set-role",
    {
      method: "POST",
      body: setRoleBody,
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Set the role (or roles) of a user" },
        responseSchema: changedUserAnswer,
      },
    },
    async (ctx) => {
      await requirePermission(ctx, options, { user: ["set-role"] });
      const role = storedRole(ctx.body.role, options);
      const user = await updateTargetUser(ctx.context, ctx.body.userId, { role });
      await emitAdminEvent(ctx.context, "admin.role-set", user.id, { payload: { role } });
      return { user: publicUser(ctx.context, user) };
    },
  );
}
