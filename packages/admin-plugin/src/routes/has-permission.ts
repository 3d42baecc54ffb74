import {
  createAuthEndpoint,
  getCurrentSession,
  type RequestContext,
  requireSession,
} from "@tollgate/auth-server";
import { z } from "zod";
import { hasAdminPermission } from "../access/admin-permission";
import { roleOf } from "../access/require-permission";
import { adminError } from "../admin-error";
import type { ResolvedAdminOptions } from "../options";

const permissionsShape = z.record(z.string(), z.array(z.string()));

export const hasPermissionBody = z.object({
  userId: z.coerce.string().optional(),
  role: z.string().optional(),
  /** Better Auth's older name for `permissions`. */
  permission: permissionsShape.optional(),
  permissions: permissionsShape.optional(),
});

/** Better Auth's shape: `error` is always null, a refusal is `success: false`. */
const hasPermissionAnswer = z.object({ error: z.null(), success: z.boolean() });

export type UserHasPermissionEndpoint = ReturnType<typeof createUserHasPermission>;

/**
 * POST /admin/has-permission {permissions, userId?, role?} → {error: null, success}. Over HTTP
 * it answers for the caller; a server call names a user (userId) or a role.
 */
export function createUserHasPermission(options: ResolvedAdminOptions) {
  return createAuthEndpoint(
    "/admin/has-permission",
    {
      method: "POST",
      body: hasPermissionBody,
      metadata: {
        openapi: { summary: "Whether the caller (or a user or role) holds the permissions" },
        responseSchema: hasPermissionAnswer,
      },
    },
    async (ctx) => {
      const { body, context } = ctx;
      const permissions = body.permissions ?? body.permission;
      if (!permissions) throw adminError("BAD_REQUEST", "NO_PERMISSIONS_GIVEN");
      const fromCaller = ctx.request !== undefined || ctx.headers !== undefined;
      const session = fromCaller
        ? await requireSession(ctx, { disableCookieCache: true })
        : await getCurrentSession(ctx, { disableCookieCache: true });
      if (!session && body.userId === undefined && body.role === undefined)
        throw adminError("BAD_REQUEST", "USER_ID_OR_ROLE_IS_REQUIRED");
      const subject = session
        ? { userId: session.user.id, role: roleOf(session.user) }
        : body.role !== undefined
          ? { userId: body.userId, role: body.role }
          : await storedSubject(context, body.userId ?? "");
      return { error: null, success: hasAdminPermission(subject, permissions, options) };
    },
  );
}

async function storedSubject(context: RequestContext, userId: string) {
  const user = await context.internalAdapter.findUserById(userId);
  if (!user) throw adminError("BAD_REQUEST", "USER_NOT_FOUND");
  return { userId: user.id, role: roleOf(user) };
}
