import { type AfterHook, UniqueConstraintError } from "@tollgate/auth-server";
import { usernameError } from "../username-error";

const takenError = () =>
  usernameError("UNPROCESSABLE_ENTITY", "USERNAME_IS_ALREADY_TAKEN", "username");

/**
 * Username uniqueness on every write of a user (sign-up, update-user, other plugins' writes):
 * the unique index is the guarantee and the only check. Usernames are stored lowercase, so it
 * holds in any case, and a user setting their own username in another case writes the same
 * value. A write it refuses fails with UniqueConstraintError on user.username, whatever the
 * endpoint: answered here as 'username is already taken' rather than the core's 500 (the core
 * answers only user.email itself). No database hook reads first, so a user's write holds no
 * transaction and sends no extra statement for this plugin.
 */
export const usernameRaceAnswer: AfterHook = {
  matcher: () => true,
  handler(hook) {
    const { returned } = hook;
    if (returned instanceof UniqueConstraintError && returned.isOn("user", "username"))
      throw takenError();
  },
};
