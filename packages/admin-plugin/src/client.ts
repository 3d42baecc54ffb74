import type { AuthClientPlugin } from "@tollgate/auth-client-react";
import { hasPermission, type Statements } from "@tollgate/auth-server/access";
import type { AnyRole, PermissionRequest } from "./access/admin-permission";
import { adminStatements, userStatements } from "./access/statements";
import type { admin } from "./index";

export interface AdminClientOptions {
  /** The custom roles the server is configured with, for checkRolePermission. */
  roles?: Record<string, AnyRole | { readonly statements: Statements }>;
}

/** The paths after which the session is another one (the session store refetches). */
export const ADMIN_SESSION_CHANGING_PATHS = [
  "/admin/impersonate-user",
  "/admin/stop-impersonating",
];

/**
 * The client twin of `admin()` for @tollgate/auth-client-react: `client.admin.listUsers(…)`,
 * `client.admin.banUser(…)` and the rest, typed from the server plugin, and
 * `client.admin.checkRolePermission({ role, permissions })`, answered offline with the same
 * access code as the server. Only types link it to the server.
 */
export function adminClient(options: AdminClientOptions = {}) {
  // The default roles by their statements: the check needs no role object, so no refusal text.
  const roles = {
    admin: { statements: adminStatements },
    user: { statements: userStatements },
    ...options.roles,
  };
  return {
    id: "admin",
    // A type carrier, never read at runtime: the client infers its methods from it.
    $InferServerPlugin: {} as ReturnType<typeof admin>,
    pathMethods: {
      "/admin/list-users": "GET",
      "/admin/impersonate-user": "POST",
      "/admin/stop-impersonating": "POST",
    },
    sessionChangingPaths: ADMIN_SESSION_CHANGING_PATHS,
    // Under `admin`, as in Better Auth: the client merges it with the typed /admin/* methods.
    getActions: () => ({
      admin: {
        /**
         * Whether the role (one, or several joined by commas; "user" when empty) allows all of
         * `permissions`: the server's rule (hasAdminPermission) without adminUserIds, which the
         * browser does not know.
         */
        checkRolePermission: (check: { role: string; permissions: PermissionRequest }) =>
          hasPermission({ role: check.role || "user", permissions: check.permissions, roles }),
      },
    }),
  } satisfies AuthClientPlugin;
}

export { adminAc, defaultAc, defaultRoles, defaultStatements, userAc } from "./access/statements";
export { ADMIN_ERROR_CODES, type AdminErrorCode } from "./error-codes";
