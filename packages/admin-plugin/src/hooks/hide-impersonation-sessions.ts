import type { AfterHook } from "@tollgate/auth-server";

function isImpersonation(session: unknown): boolean {
  return (
    typeof session === "object" &&
    session !== null &&
    "impersonatedBy" in session &&
    typeof session.impersonatedBy === "string" &&
    session.impersonatedBy !== ""
  );
}

/**
 * An impersonation session is the admin's, not a device of the impersonated user: /list-sessions
 * leaves it out (as Better Auth does). Admins see it in /admin/list-user-sessions.
 */
export const hideImpersonationSessions: AfterHook = {
  matcher: (hook) => hook.path === "/list-sessions",
  handler(hook) {
    const { returned } = hook;
    if (!Array.isArray(returned)) return;
    return { response: returned.filter((session) => !isImpersonation(session)) };
  },
};
