import {
  type AuthCookie,
  cookieJarOf,
  createAuthEndpoint,
  requireSession,
  setSessionCookie,
  toPublic,
} from "@tollgate/auth-server";
import { adminError } from "../admin-error";
import { emitAdminEvent } from "../admin-events";
import { adminSessionCookie, decodeKeptAdminSession } from "../admin-session-cookie";
import { sessionAndUserAnswer } from "./answers";
import { type AdminSession, publicUser } from "./target-user";

export type StopImpersonatingEndpoint = ReturnType<typeof createStopImpersonating>;

/**
 * POST /admin/stop-impersonating → {session, user} of the admin: the impersonation session is
 * deleted and the admin's own session, kept in the admin_session cookie, is the browser's again
 * (setSessionCookie: token, dont_remember and, with the cookie cache on, a cache of the admin).
 */
export function createStopImpersonating() {
  return createAuthEndpoint(
    "/admin/stop-impersonating",
    {
      method: "POST",
      metadata: {
        openapi: { summary: "End an impersonation and return to the admin's own session" },
        responseSchema: sessionAndUserAnswer,
      },
    },
    async (ctx) => {
      const { context } = ctx;
      const current = await requireSession(ctx);
      const adminId = current.session.impersonatedBy;
      if (typeof adminId !== "string" || adminId === "")
        throw adminError("BAD_REQUEST", "YOU_ARE_NOT_IMPERSONATING_ANYONE");
      const cookie = adminSessionCookie(context);
      const value = await ctx.getSignedCookie(cookie.name, context.secret);
      const kept = typeof value === "string" ? decodeKeptAdminSession(value) : null;
      const adminSession = kept ? await context.internalAdapter.findSession(kept.token) : null;
      if (
        !kept ||
        !adminSession ||
        adminSession.session.userId !== adminId ||
        adminSession.session.expiresAt.getTime() <= Date.now()
      )
        throw adminError("INTERNAL_SERVER_ERROR", "FAILED_TO_FIND_ADMIN_SESSION");

      await context.internalAdapter.deleteSession(current.session.token);
      const subject = current.user.id;
      await emitAdminEvent(context, "admin.impersonation-stopped", subject, { adminId });
      await setSessionCookie(ctx, adminSession, { dontRememberMe: kept.dontRemember });
      cookieJarOf(ctx).expire(cookie satisfies AuthCookie);
      const session: AdminSession = toPublic(context, "session", adminSession.session);
      return {
        session,
        user: publicUser(context, adminSession.user),
      };
    },
  );
}
