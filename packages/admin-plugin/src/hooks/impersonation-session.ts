import type { ModelHooks, Session } from "@tollgate/auth-server";
import type { ResolvedAdminOptions } from "../options";

export const IMPERSONATE_PATH = "/admin/impersonate-user";

/**
 * Marks the session that /admin/impersonate-user creates (through the core's startSession) as an
 * impersonation: impersonatedBy is the admin whose session made the call, and it ends after
 * `impersonationSessionDuration` seconds.
 */
export function impersonationSessionHooks(options: ResolvedAdminOptions): ModelHooks<Session> {
  return {
    create: {
      before(_session, ctx) {
        if (ctx?.path !== IMPERSONATE_PATH) return;
        const admin = ctx.context.currentSession;
        // The endpoint has read the admin's session before it starts the new one.
        if (!admin) return false;
        return {
          data: {
            impersonatedBy: admin.user.id,
            expiresAt: new Date(Date.now() + options.impersonationSessionDuration * 1000),
          },
        };
      },
    },
  };
}
