import { z } from "zod";
import { createAuthEndpoint } from "../api/create-auth-endpoint";
import { authError } from "../errors/auth-api-error";
import { emitSecurityEvent } from "../security-events/emit-security-event";
import { sessionEndingForAudit } from "../security-events/session-ending";
import { cookieJarOf } from "../session/cookie-jar";
import { readSessionToken } from "../session/resolve-session";
import { deleteSessionCookies } from "../session/session-cookies";

/** POST /sign-out → { success }. Deletes the session and clears its cookies. */
export const signOut = createAuthEndpoint(
  "/sign-out",
  {
    method: "POST",
    metadata: {
      openapi: { summary: "End the caller's session and clear its cookies" },
      responseSchema: z.object({ success: z.boolean() }),
      errorCodes: ["FAILED_TO_GET_SESSION"],
    },
  },
  async (ctx) => {
    const jar = cookieJarOf(ctx);
    const token = await readSessionToken(ctx.context, jar);
    deleteSessionCookies(ctx.context, jar);
    if (!token)
      throw authError("BAD_REQUEST", "FAILED_TO_GET_SESSION", undefined, ctx.responseHeaders);
    const ending = await sessionEndingForAudit(ctx.context, token);
    await ctx.context.internalAdapter.deleteSession(token);
    if (ending) await emitSecurityEvent(ctx.context, { type: "sign-out", actor: ending.actor });
    return { success: true };
  },
);
