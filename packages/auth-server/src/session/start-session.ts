import type { RequestContext } from "../context/context-types";
import { DatabaseHookVetoError } from "../db/database-hook-veto-error";
import { APIError, authError } from "../errors/auth-api-error";
import type { SessionWithUser, User, WithExtraFields } from "../types/models";
import { cookieJarOf } from "./cookie-jar";
import { setSessionCookies } from "./session-cookies";

interface StartSessionCarrier {
  context: RequestContext;
  getHeader(name: string): string | null;
  responseHeaders: Headers;
}

/** Creates a session for `user`, sets its cookies and records it as this request's new session. */
export async function startSession(
  ctx: StartSessionCarrier,
  user: WithExtraFields<User>,
  options: { rememberMe?: boolean | undefined } = {},
): Promise<SessionWithUser> {
  const { context } = ctx;
  const dontRememberMe = options.rememberMe === false;
  const tracking = !context.options.advanced?.ipAddress?.disableIpTracking;
  let created: SessionWithUser["session"];
  try {
    created = await context.internalAdapter.createSession(user.id, {
      expiresAt: new Date(
        Date.now() + (dontRememberMe ? 86_400 : context.sessionConfig.expiresIn) * 1000,
      ),
      ipAddress: tracking ? context.clientIp : null,
      userAgent: ctx.getHeader("user-agent"),
    });
  } catch (error) {
    // A database hook's refusal is the answer: its APIError as it is, a `false` veto as 400.
    if (error instanceof APIError || error instanceof DatabaseHookVetoError) throw error;
    context.logger.error("failed to create session", error);
    throw authError("INTERNAL_SERVER_ERROR", "FAILED_TO_CREATE_SESSION");
  }
  const session: SessionWithUser = { session: created, user };
  await setSessionCookies(context, cookieJarOf(ctx), session, { dontRememberMe });
  context.newSession = session;
  context.currentSession = session;
  return session;
}
