import type { RequestContext } from "../context/context-types";
import type { User, WithExtraFields } from "../types/models";

/** The user row a sign-in written in one batch with its user holds, while its session's hooks run. */
const inHand = new WeakMap<RequestContext, WithExtraFields<User>>();

/**
 * Tells the session's before hooks, until released, the row of the user whose session is
 * written in one batch with that user's own write (writeWithSession), as the write will store
 * it: the row a new user is created with, or a user read in this request with the changes over it.
 */
export function holdSessionUser(context: RequestContext, user: WithExtraFields<User>): void {
  inHand.set(context, user);
}

/** Once that batch is written (or refused). */
export function releaseSessionUser(context: RequestContext): void {
  inHand.delete(context);
}

/**
 * For a database hook before a session is created: the row of the session's user that the
 * sign-in holds, when the session is written in one batch with that user's own write
 * (writeWithSession) — the database may not hold the user yet, so a hook that judges the user
 * (a ban) judges this row, as fresh as a read (plugins doing so declare
 * `judgesSignInsFromUserInHand`). Null otherwise: the user is stored, read it.
 */
export function sessionUserInHand(
  context: RequestContext | undefined,
  userId: string,
): WithExtraFields<User> | null {
  const user = context && inHand.get(context);
  return user?.id === userId ? user : null;
}
