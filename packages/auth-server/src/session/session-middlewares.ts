import { createAuthMiddleware } from "../api/create-auth-middleware";
import { requireFreshSession, requireSession } from "./session-guards";

/**
 * Better Auth's `sessionMiddleware`, for an endpoint's `use: [sessionMiddleware]`: sets
 * `ctx.context.session` to the caller's `{ session, user }` (typed), or refuses with 401
 * 'Not authenticated' (clearing a dead session's cookies).
 */
export const sessionMiddleware = createAuthMiddleware(async (ctx) => ({
  session: await requireSession(ctx),
}));

/**
 * Better Auth's `freshSessionMiddleware`: as sessionMiddleware, and 403 'Session is not fresh'
 * unless the session was updated within `session.freshAge`.
 */
export const freshSessionMiddleware = createAuthMiddleware(async (ctx) => ({
  session: await requireFreshSession(ctx),
}));
