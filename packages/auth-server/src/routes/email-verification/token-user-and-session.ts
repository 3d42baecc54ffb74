import type { RequestContext } from "../../context/context-types";
import type { Row } from "../../db/adapter-types";
import { cookieJarOf } from "../../session/cookie-jar";
import { readSessionToken, type SessionRead } from "../../session/resolve-session";
import type { SessionWithUser, User, WithExtraFields } from "../../types/models";

interface SessionCookieCarrier {
  context: RequestContext;
  getHeader(name: string): string | null;
  responseHeaders: Headers;
}

/**
 * The token's user (by address) and, when the request carries a session cookie, that session's
 * rows read with it (adapter.readAll: one statement on PostgreSQL) for getCurrentSession's
 * `read`: the session is resolved (gate, refresh) only when it is asked for, after the user is
 * found, as when it was read after. Without a cookie, or with secondary storage (whose entries
 * findSession reads first), the user alone.
 */
export async function readTokenUserAndSession(
  ctx: SessionCookieCarrier,
  email: string,
): Promise<{ user: WithExtraFields<User> | null; sessionRead?: SessionRead }> {
  const { context } = ctx;
  const token = context.options.secondaryStorage
    ? null
    : await readSessionToken(context, cookieJarOf(ctx));
  if (!token) return { user: await context.internalAdapter.findUserByEmail(email) };
  const [user, session] = await context.adapter.readAll([
    { findOne: { model: "user", where: [{ field: "email", value: email.toLowerCase() }] } },
    {
      findOne: {
        model: "session",
        where: [{ field: "token", value: token }],
        join: { user: { on: ["userId", "id"] } },
      },
    },
  ]);
  return {
    user: user as WithExtraFields<User> | null,
    sessionRead: { token, found: sessionWithUser(session as Row | null) },
  };
}

/** A session row with its joined user as findSession answers it: none when the user is gone. */
function sessionWithUser(row: Row | null): SessionWithUser | null {
  if (!row) return null;
  const { user, ...session } = row;
  if (!user) return null;
  return { session: session as SessionWithUser["session"], user: user as SessionWithUser["user"] };
}
