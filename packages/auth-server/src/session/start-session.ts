import type { RequestContext } from "../context/context-types";
import { DatabaseHookVetoError } from "../db/database-hook-veto-error";
import { APIError, authError } from "../errors/auth-api-error";
import type { SessionWithUser, User, WithExtraFields } from "../types/models";
import { cookieJarOf } from "./cookie-jar";
import { setSessionCookies } from "./session-cookies";
import type { SessionStartPurpose } from "./sign-in-rules";

interface StartSessionCarrier {
  context: RequestContext;
  getHeader(name: string): string | null;
  responseHeaders: Headers;
}

/**
 * Runs the plugins' sign-in rules (sign-in-rules.ts): the first that holds the sign-in back
 * is thrown. Skipped for an impersonation and for a session that continues the one the request
 * already carries for this user (a password change signs the same person in again).
 */
async function checkSignIn(
  ctx: StartSessionCarrier,
  user: WithExtraFields<User>,
  attempt: { rememberMe: boolean; multiFactor: boolean },
  purpose: SessionStartPurpose,
): Promise<void> {
  const { context } = ctx;
  if (purpose === "impersonation" || context.signInRules.length === 0) return;
  if (context.currentSession?.user.id === user.id) return;
  const cookies = cookieJarOf(ctx);
  for (const rule of context.signInRules) {
    const getHeader = (name: string) => ctx.getHeader(name);
    const pending = await rule({ user, ...attempt, context, getHeader, cookies });
    if (pending) throw pending;
  }
}

/**
 * Creates a session for `user`, sets its cookies and records it as this request's new session.
 * Every sign-in passes here, so the plugins' sign-in rules see them all: a rule may hold the
 * sign-in back (SignInPending is thrown, no session is written) or refuse it.
 */
export async function startSession(
  ctx: StartSessionCarrier,
  user: WithExtraFields<User>,
  options: {
    rememberMe?: boolean | undefined;
    purpose?: SessionStartPurpose;
    /** The sign-in proved more than one factor (see SignInAttempt.multiFactor). */
    multiFactor?: boolean;
  } = {},
): Promise<SessionWithUser> {
  const { context } = ctx;
  const dontRememberMe = options.rememberMe === false;
  const attempt = { rememberMe: !dontRememberMe, multiFactor: options.multiFactor === true };
  await checkSignIn(ctx, user, attempt, options.purpose ?? "sign-in");
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
