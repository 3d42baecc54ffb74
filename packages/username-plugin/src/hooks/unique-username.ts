import { type AfterHook, type DatabaseHooks, UniqueConstraintError } from "@tollgate/auth-server";
import { findUserByUsername, isUsernameHeldOutside } from "../adapter";
import { usernameError } from "../username-error";

const takenError = () =>
  usernameError("UNPROCESSABLE_ENTITY", "USERNAME_IS_ALREADY_TAKEN", "username");

/**
 * Username uniqueness on every write of a user (sign-up, update-user, other plugins' writes),
 * answered early and in the plugin's words. The unique index is the real guarantee: the hooks
 * only answer before it has to.
 * - create: refuses a username that any user holds (in any case: usernames are stored lowercase);
 * - update: refuses one that a user outside the updated rows holds, so a user may keep their
 *   own username in another case.
 */
export const uniqueUsernameHooks: DatabaseHooks = {
  user: {
    create: {
      async before(user, _ctx, write) {
        if (typeof user.username !== "string") return;
        if (await findUserByUsername(write.adapter, user.username)) throw takenError();
      },
    },
    update: {
      async before(changes, _ctx, write) {
        if (typeof changes.username !== "string") return;
        if (await isUsernameHeldOutside(write.adapter, changes.username, write.where ?? []))
          throw takenError();
      },
    },
  },
};

/**
 * A write that passed the early check but lost the race to the unique index fails with
 * UniqueConstraintError on user.username, whatever the endpoint: answered here as 'username is
 * already taken' rather than the core's 500 (the core answers only user.email itself).
 */
export const usernameRaceAnswer: AfterHook = {
  matcher: () => true,
  handler(hook) {
    const { returned } = hook;
    if (returned instanceof UniqueConstraintError && returned.isOn("user", "username"))
      throw takenError();
  },
};
