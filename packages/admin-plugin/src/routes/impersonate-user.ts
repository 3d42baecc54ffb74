import { createAuthEndpoint, startSession, toPublic } from "@tollgate/auth-server";
import { parseRoleList } from "@tollgate/auth-server/access";
import { z } from "zod";
import { hasAdminPermission } from "../access/admin-permission";
import { requirePermission, roleOf } from "../access/require-permission";
import { adminError } from "../admin-error";
import { emitAdminEvent } from "../admin-events";
import { adminSessionCookie, encodeKeptAdminSession } from "../admin-session-cookie";
import { refuseBannedUser } from "../hooks/ban-check";
import { markBanChecked } from "../hooks/ban-checked";
import type { ResolvedAdminOptions } from "../options";
import { sessionAndUserAnswer } from "./answers";
import { type AdminSession, type AdminUser, findTargetUser, publicUser } from "./target-user";

export type ImpersonateUserEndpoint = ReturnType<typeof createImpersonateUser>;

function isAdmin(user: AdminUser, options: ResolvedAdminOptions): boolean {
  const roles = parseRoleList(roleOf(user) || options.defaultRole);
  return (
    roles.some((role) => options.adminRoles.includes(role)) ||
    options.adminUserIds.includes(user.id)
  );
}

/**
 * POST /admin/impersonate-user {userId} → {session, user}: the admin is signed in as the user in
 * a session marked impersonatedBy that ends after `impersonationSessionDuration` (1 hour by
 * default; impersonation-session.ts marks it as it is created). The admin's own session stays
 * valid, kept in the signed admin_session cookie for /admin/stop-impersonating. Another admin
 * can be impersonated only with `allowImpersonatingAdmins` or the user:impersonate-admins action.
 */
export function createImpersonateUser(options: ResolvedAdminOptions) {
  return createAuthEndpoint(
    "/admin/impersonate-user",
    {
      method: "POST",
      body: z.object({ userId: z.coerce.string() }),
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Sign in as another user, keeping the admin's own session aside" },
        responseSchema: sessionAndUserAnswer,
      },
    },
    async (ctx) => {
      const { context } = ctx;
      const admin = await requirePermission(ctx, options, { user: ["impersonate"] });
      const target = await findTargetUser(context, ctx.body.userId);
      const allowedOverAdmins =
        options.allowImpersonatingAdmins ||
        hasAdminPermission(
          { userId: admin.user.id, role: roleOf(admin.user) },
          { user: ["impersonate-admins"] },
          options,
        );
      if (isAdmin(target, options) && !allowedOverAdmins)
        throw adminError("FORBIDDEN", "YOU_CANNOT_IMPERSONATE_ADMINS");

      const dontRemember = await ctx.getSignedCookie(
        context.cookies.dontRemember.name,
        context.secret,
      );
      const kept = encodeKeptAdminSession({
        token: admin.session.token,
        dontRemember: typeof dontRemember === "string" && dontRemember !== "",
      });
      // The ban, checked on the row just read, as the session hook would on the same row read
      // again: a banned user cannot be impersonated, an expired ban is lifted.
      await refuseBannedUser(target, context, context.internalAdapter, options);
      markBanChecked(context, target.id);
      // After the session is started: a refused one (a banned user) leaves no admin cookie.
      const started = await startSession(ctx, target, {
        rememberMe: false,
        purpose: "impersonation",
      });
      const cookie = adminSessionCookie(context);
      await ctx.setSignedCookie(cookie.name, kept, context.secret, cookie.attributes);
      const session: AdminSession = toPublic(context, "session", started.session);
      const adminId = admin.user.id;
      await emitAdminEvent(context, "admin.impersonation-started", target.id, { adminId });
      return { session, user: publicUser(context, target) };
    },
  );
}
