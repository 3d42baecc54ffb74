import type { AuthContext } from "../../context/context-types";
import { authError } from "../../errors/auth-api-error";

/** Deletion is off unless user.deleteUser.enabled: 404 'Delete user is disabled' (as Better Auth's 404). */
export function requireDeleteUserEnabled(context: AuthContext): void {
  if (!context.options.user?.deleteUser?.enabled)
    throw authError("NOT_FOUND", "DELETE_USER_DISABLED");
}
