import type { SignInRule } from "@tollgate/auth-server";
import type { AdminUserFields } from "../schema";
import type { BannedUser } from "./ban-check";
import { keepBannedRow, markBanChecked } from "./ban-checked";

/**
 * The plugin's rule of every sign-in (the core's `signInRules`): the endpoint that starts the
 * session already holds the user's row (sign-in by email or username, verify-email, a social
 * callback, a magic link, a passkey), so when that row says the user is not banned the request
 * is marked and the session hook (ban-check.ts) does not read the same row again. It decides
 * nothing itself: a banned user's row (an ended ban included) is kept for the hook, which
 * refuses the session or lifts the ban from it (a lift only while the ban is still the one the
 * row shows) exactly as it does for every other way a session is created, and after every other
 * plugin's rule (a second factor that holds the sign-in back still answers first). A row read
 * without the ban fields (`banned` absent) is left to the hook, which reads it.
 */
export function banSignInRule(): SignInRule {
  return ({ user, context }) => {
    const fields = user as typeof user & Partial<AdminUserFields>;
    if (!("banned" in fields)) return undefined;
    if (!fields.banned) markBanChecked(context, user.id);
    // The row says banned (the ban's end passed or not): the hook judges it from this row.
    else keepBannedRow(context, fields as BannedUser);
    return undefined;
  };
}
