import type { SessionRule } from "@tollgate/auth-server";
import type { ResolvedAdminOptions } from "../options";
import type { AdminSessionFields, AdminUserFields } from "../schema";
import { type BannedUser, bannedAnswer, hasBanExpired } from "./ban-check";

/**
 * The admin plugin's rules of the core's session gate, which every session passes whichever way
 * it came (cookie, cookie cache, secondary storage, an API key, any later credential):
 * - a banned user's session may not act (403 BANNED_USER with the reason), unless the ban's end
 *   has passed; a session made before the ban, or one made from a key, is refused all the same;
 * - an impersonation session is never refreshed: it ends when its hour (the configured
 *   `impersonationSessionDuration`) ends, whatever get-session or the cookies ask.
 */
export function adminSessionRules(options: ResolvedAdminOptions): SessionRule[] {
  const refuseBanned = async (user: BannedUser): Promise<never> => {
    throw await bannedAnswer(user, options);
  };
  return [
    ({ session, now }) => {
      // The plugin's schema adds these fields to every user record the core reads.
      const user = session.user as typeof session.user & AdminUserFields;
      // Synchronous for a user who is not banned (every session read): no promise to await.
      if (user.banned && !hasBanExpired(user, now)) return refuseBanned(user);
      return undefined;
    },
    ({ session }) =>
      // The plugin's schema adds impersonatedBy to every session record the core reads.
      (session.session as typeof session.session & AdminSessionFields).impersonatedBy
        ? { refresh: false }
        : undefined,
  ];
}
