import { createAuthEndpoint } from "@tollgate/auth-server";
import { z } from "zod";
import { requirePermission } from "../access/require-permission";
import { emitAdminEvent } from "../admin-events";
import type { ResolvedAdminOptions } from "../options";
import { writeCredentialPassword } from "./credential-password";
import { checkPasswordLength } from "./password-length";
import { targetUserNotFound } from "./target-user";

export const setUserPasswordBody = z.object({
  newPassword: z.string().min(1),
  userId: z.coerce.string().min(1),
});

const setUserPasswordAnswer = z.object({ status: z.literal(true) });

export type SetUserPasswordEndpoint = ReturnType<typeof createSetUserPassword>;

/**
 * POST /admin/set-user-password {newPassword, userId} → {status: true}: sets the password of the
 * credential account, creating it for a user who had none (social or magic-link only).
 */
export function createSetUserPassword(options: ResolvedAdminOptions) {
  return createAuthEndpoint(
    "/admin/set-user-password",
    {
      method: "POST",
      body: setUserPasswordBody,
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Set the password of a user, adding one to a user who had none" },
        responseSchema: setUserPasswordAnswer,
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      await requirePermission(ctx, options, { user: ["set-password"] });
      checkPasswordLength(context, body.newPassword, "newPassword");
      const found = await context.internalAdapter.findUserWithCredentialBy("id", body.userId);
      if (!found) throw targetUserNotFound();
      const hash = await context.password.hash(body.newPassword);
      await writeCredentialPassword(context, body.userId, found.credential, hash);
      await emitAdminEvent(context, "admin.password-set", body.userId);
      return { status: true };
    },
  );
}
