import { createAuthEndpoint } from "@tollgate/auth-server";
import { z } from "zod";
import { requirePermission } from "../access/require-permission";
import { adminError } from "../admin-error";
import { emitAdminEvent } from "../admin-events";
import type { ResolvedAdminOptions } from "../options";
import { changedUserAnswer } from "./answers";
import { banEndingAccess } from "./end-user-access";
import { publicUser } from "./target-user";

export const banUserBody = z.object({
  userId: z.coerce.string(),
  banReason: z.string().optional(),
  /** Seconds until the ban ends; without it, `defaultBanExpiresIn` or no end. */
  banExpiresIn: z.number().positive().optional(),
});

export type BanUserEndpoint = ReturnType<typeof createBanUser>;

/**
 * POST /admin/ban-user {userId, banReason?, banExpiresIn?} → {user}. Signs the user out
 * everywhere: their sessions are revoked, and the session database hook refuses new ones.
 */
export function createBanUser(options: ResolvedAdminOptions) {
  return createAuthEndpoint(
    "/admin/ban-user",
    {
      method: "POST",
      body: banUserBody,
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Ban a user and end all of their sessions" },
        responseSchema: changedUserAnswer,
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const admin = await requirePermission(ctx, options, { user: ["ban"] });
      // Before the write, with no read of the target: the caller's own user exists (their
      // session was just read with it), so 'User not found' can never come first here.
      if (body.userId === admin.user.id) throw adminError("BAD_REQUEST", "YOU_CANNOT_BAN_YOURSELF");
      const seconds = body.banExpiresIn ?? options.defaultBanExpiresIn;
      // 404 from the write itself when the user does not exist.
      const user = await banEndingAccess(context, body.userId, {
        banned: true,
        banReason: body.banReason || options.defaultBanReason,
        banExpires: seconds === undefined ? null : new Date(Date.now() + seconds * 1000),
      });
      const payload = { expiresIn: seconds ?? null };
      await emitAdminEvent(context, "admin.user-banned", body.userId, { payload });
      return { user: publicUser(context, user) };
    },
  );
}
