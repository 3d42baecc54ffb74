import { requireScope, requireSession, type SessionWithUser } from "@tollgate/auth-server";
import type { ResolvedAdminOptions } from "../options";
import { accessRefused } from "./access-error";
import { type PermissionRequest, permissionRefusal } from "./admin-permission";

type SessionCarrier = Parameters<typeof requireSession>[0];

/** The role stored on a user record, if it is a string. */
export function roleOf(user: Record<string, unknown>): string | undefined {
  return typeof user.role === "string" ? user.role : undefined;
}

/**
 * The caller's session when their roles (or adminUserIds) allow `permissions`: 401 'Not
 * authenticated' without a session, 403 with the spec's authorization text otherwise. A
 * session made from a credential with a scope (an API key's permissions) must hold them too.
 */
export async function requirePermission(
  ctx: SessionCarrier,
  options: ResolvedAdminOptions,
  permissions: PermissionRequest,
): Promise<SessionWithUser> {
  const session = await requireSession(ctx, { disableCookieCache: true });
  assertPermission(session, options, permissions);
  requireScope(ctx.context, permissions);
  return session;
}

/** 403 with the spec's authorization text unless the session's user may do `permissions`. */
export function assertPermission(
  session: SessionWithUser,
  options: ResolvedAdminOptions,
  permissions: PermissionRequest,
): void {
  const refusal = permissionRefusal(
    { userId: session.user.id, role: roleOf(session.user) },
    permissions,
    options,
  );
  if (refusal !== null) throw accessRefused(refusal);
}
