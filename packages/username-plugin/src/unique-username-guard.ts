import type { InternalAdapter } from "@tollgate/auth-server";
import { isUsernameHeldByAnother } from "./adapter";
import { usernameError } from "./username-error";

function takenError() {
  return usernameError("UNPROCESSABLE_ENTITY", "USERNAME_IS_ALREADY_TAKEN", "username");
}

/**
 * The internal adapter with username uniqueness answered in the plugin's words, on every path
 * that writes a user (sign-up, update-user, other plugins):
 * - updateUser refuses a username another user holds (the caller's own, in another case, is fine);
 * - a write that loses the race to the unique index answers 'username is already taken' instead
 *   of the core's generic 'User already exists'.
 * The index is the real guarantee; the checks only answer early.
 */
export function guardUsernameUniqueness(
  internal: InternalAdapter,
  isUsernameViolation: (error: unknown) => boolean,
): InternalAdapter {
  const translate = (error: unknown): unknown =>
    isUsernameViolation(error) ? takenError() : error;
  return {
    ...internal,
    async createUser(data) {
      try {
        return await internal.createUser(data);
      } catch (error) {
        throw translate(error);
      }
    },
    async updateUser(id, data) {
      const username = data.username;
      if (
        typeof username === "string" &&
        (await isUsernameHeldByAnother(internal.adapter, username, id))
      )
        throw takenError();
      try {
        return await internal.updateUser(id, data);
      } catch (error) {
        throw translate(error);
      }
    },
    transaction(fn) {
      return internal.transaction((trx) => fn(guardUsernameUniqueness(trx, isUsernameViolation)));
    },
  };
}
