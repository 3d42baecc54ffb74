import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import { assertPermission, requirePermission } from "../access/require-permission";
import { adminError } from "../admin-error";
import type { ResolvedAdminOptions } from "../options";
import { validEmail } from "./email-input";
import { banEndingAccess } from "./end-user-access";
import { storedRole } from "./role-input";
import { foundTargetUser, publicUser, targetUserRead, updateTargetUser } from "./target-user";

export const adminUpdateUserBody = z.object({
  userId: z.coerce.string(),
  data: z.record(z.string(), z.unknown()),
});

export type AdminUpdateUserEndpoint = ReturnType<typeof createAdminUpdateUser>;

/**
 * POST /admin/update-user {userId, data} → the user (Better Auth answers the user itself).
 * Changing the role needs set-role, ban fields ban, email set-email; the password and the id
 * are not changed here. Banning through it revokes the user's sessions, as ban-user does.
 */
export function createAdminUpdateUser(options: ResolvedAdminOptions) {
  return createAuthEndpoint(
    "/admin/update-user",
    {
      method: "POST",
      body: adminUpdateUserBody,
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Change any fields of a user (not the password or the id)" },
        responseSchema: modelReference("user"),
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const admin = await requirePermission(ctx, options, { user: ["update"] });
      const data = { ...body.data };
      const has = (field: string) => Object.hasOwn(data, field);
      if (Object.keys(data).length === 0) throw adminError("BAD_REQUEST", "NO_DATA_TO_UPDATE");
      if (has("password"))
        throw adminError("BAD_REQUEST", "PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER");
      if (has("id")) throw adminError("BAD_REQUEST", "USER_ID_CANNOT_BE_UPDATED");
      if (has("role")) {
        assertPermission(admin, options, { user: ["set-role"] });
        data.role = storedRole(data.role, options);
      }
      if (has("banned") || has("banReason") || has("banExpires")) {
        assertPermission(admin, options, { user: ["ban"] });
        if (data.banned === true && body.userId === admin.user.id)
          throw adminError("BAD_REQUEST", "YOU_CANNOT_BAN_YOURSELF");
      }
      let email: string | undefined;
      if (has("email") || has("emailVerified")) {
        assertPermission(admin, options, { user: ["set-email"] });
        if (has("email")) {
          email = validEmail(data.email);
          data.email = email;
        }
      }
      // The user and, for a new email, its holder in one read: a taken email answers first.
      const [target, holder] =
        email === undefined
          ? [await context.internalAdapter.findUserById(body.userId), null]
          : await context.adapter.readAll([
              targetUserRead(body.userId),
              { findOne: { model: "user", where: [{ field: "email", value: email }] } },
            ]);
      if (holder && holder.id !== body.userId)
        throw adminError("BAD_REQUEST", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL");
      foundTargetUser(target);
      const user =
        data.banned === true
          ? await banEndingAccess(context, body.userId, data)
          : await updateTargetUser(context, body.userId, data);
      return publicUser(context, user);
    },
  );
}
