import type { hasAdminPermission } from "@tollgate/admin-plugin";
import {
  authError,
  createAuthEndpoint,
  type RequestContext,
  requireScope,
  requireSession,
  type SessionWithUser,
} from "@tollgate/auth-server";
import { z } from "zod";
import { turnTwoFactorOff } from "../adapter";
import { emitTwoFactorChange } from "../events";
import { trustedDevicesOf } from "../trusted-device";
import { statusAnswer } from "./answers";

/** The admin plugin's options that decide who is an admin (its `roles`, `adminUserIds`, `defaultRole`). */
type AdminRules = NonNullable<Parameters<typeof hasAdminPermission>[2]>;

/** The permission that governs a reset: changing a user's sign-in, like setting a password. */
const RESET_PERMISSION = { user: ["set-password"] };

/**
 * 403 unless the caller may set users' passwords under the admin plugin's roles (its
 * `adminUserIds` and `roles`); without the admin plugin nobody may. The admin plugin is an
 * optional peer, loaded only here.
 */
async function requireAdmin(context: RequestContext, session: SessionWithUser): Promise<void> {
  const adminPlugin = context.plugins.find((plugin) => plugin.id === "admin");
  const notAllowed = () => authError("FORBIDDEN", "NOT_AUTHORIZED");
  if (!adminPlugin) throw notAllowed();
  const admin = await import("@tollgate/admin-plugin");
  // The admin plugin's factory keeps the options it was given (`options` of the contract).
  const rules = (adminPlugin.options ?? {}) as AdminRules;
  const role = typeof session.user.role === "string" ? session.user.role : undefined;
  const allowed = admin.hasAdminPermission({ userId: session.user.id, role }, RESET_PERMISSION, {
    roles: rules.roles,
    adminUserIds: rules.adminUserIds,
    defaultRole: rules.defaultRole,
  });
  if (!allowed) throw notAllowed();
  requireScope(context, RESET_PERMISSION);
}

export type ResetTwoFactorEndpoint = ReturnType<typeof createResetTwoFactor>;

/**
 * POST /admin/reset-two-factor {userId} → {status: true}: for a user who lost their
 * authenticator and backup codes. Two-factor off, the secret and backup codes deleted, every
 * trusted device forgotten; the user signs in with their first factor and may enable it again.
 * Needs the admin plugin and the `user: set-password` permission. (Better Auth has no such
 * endpoint.)
 */
export function createResetTwoFactor() {
  return createAuthEndpoint(
    "/admin/reset-two-factor",
    {
      method: "POST",
      body: z.object({ userId: z.coerce.string().min(1) }),
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Turn a user's two-factor authentication off (admins)" },
        responseSchema: statusAnswer,
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireSession(ctx, { disableCookieCache: true });
      await requireAdmin(context, session);
      const user = await turnTwoFactorOff(context, body.userId, trustedDevicesOf(body.userId));
      if (!user) throw authError("NOT_FOUND", "USER_NOT_FOUND", { field: "userId" });
      await emitTwoFactorChange(context, body.userId, "reset");
      return { status: true };
    },
  );
}
