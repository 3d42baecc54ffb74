import { z } from "zod";
import { createAuthEndpoint } from "../api/create-auth-endpoint";
import { authError } from "../errors/auth-api-error";
import { emitSecurityEvent } from "../security-events/emit-security-event";
import { cookieJarOf } from "../session/cookie-jar";
import { deleteSessionCookies } from "../session/session-cookies";
import { requireFreshSession } from "../session/session-guards";
import { statusAnswer } from "./helpers/status-answer";

/** POST /revoke-session {token} → { status }. Only the caller's own sessions. */
export const revokeSession = createAuthEndpoint(
  "/revoke-session",
  {
    method: "POST",
    body: z.object({ token: z.string() }),
    metadata: {
      openapi: { summary: "End one of the caller's sessions" },
      responseSchema: statusAnswer,
      errorCodes: [
        "NOT_AUTHENTICATED",
        "FAILED_TO_GET_SESSION",
        "SESSION_NOT_FRESH",
        "SESSION_NOT_FOUND",
      ],
    },
  },
  async (ctx) => {
    const current = await requireFreshSession(ctx);
    // Only the caller's own session matches: one DELETE … RETURNING says whether it was theirs.
    const where = [
      { field: "token", value: ctx.body.token },
      { field: "userId", value: current.user.id },
    ];
    const [deleted] = await ctx.context.internalAdapter.writeRecords([
      { delete: { model: "session", where } },
    ]);
    const [target] = deleted;
    if (!target) throw authError("BAD_REQUEST", "SESSION_NOT_FOUND");
    const payload = { sessionId: String(target.id), scope: "one" };
    await emitSecurityEvent(ctx.context, { type: "session.revoked", payload });
    if (ctx.body.token === current.session.token)
      deleteSessionCookies(ctx.context, cookieJarOf(ctx));
    return { status: true };
  },
);

/** POST /revoke-sessions → { status }. Every session of the caller, this one included. */
export const revokeSessions = createAuthEndpoint(
  "/revoke-sessions",
  {
    method: "POST",
    metadata: {
      openapi: { summary: "End every session of the caller, this one included" },
      responseSchema: statusAnswer,
      errorCodes: ["NOT_AUTHENTICATED", "FAILED_TO_GET_SESSION", "SESSION_NOT_FRESH"],
    },
  },
  async (ctx) => {
    const current = await requireFreshSession(ctx);
    const count = await ctx.context.internalAdapter.deleteUserSessions(current.user.id);
    const payload = { scope: "all", count };
    await emitSecurityEvent(ctx.context, { type: "session.revoked", payload });
    deleteSessionCookies(ctx.context, cookieJarOf(ctx));
    return { status: true };
  },
);

/** POST /revoke-other-sessions → { status }. Every session of the caller but this one. */
export const revokeOtherSessions = createAuthEndpoint(
  "/revoke-other-sessions",
  {
    method: "POST",
    metadata: {
      openapi: { summary: "End every session of the caller but this one" },
      responseSchema: statusAnswer,
      errorCodes: ["NOT_AUTHENTICATED", "FAILED_TO_GET_SESSION", "SESSION_NOT_FRESH"],
    },
  },
  async (ctx) => {
    const current = await requireFreshSession(ctx);
    const { token } = current.session;
    const count = await ctx.context.internalAdapter.deleteUserSessions(current.user.id, token);
    const payload = { scope: "others", count };
    await emitSecurityEvent(ctx.context, { type: "session.revoked", payload });
    return { status: true };
  },
);
