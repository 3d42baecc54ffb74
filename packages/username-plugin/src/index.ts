import type { AuthPlugin } from "@tollgate/auth-server";
import { USERNAME_ERROR_CODES } from "./error-codes";
import { signUpUsernameHook } from "./hooks/sign-up-hook";
import { usernameRaceAnswer } from "./hooks/unique-username";
import { updateUserUsernameHook } from "./hooks/update-user-hook";
import { resolveUsernameOptions, type UsernameOptions } from "./options";
import {
  createIsUsernameAvailable,
  type IsUsernameAvailableEndpoint,
} from "./routes/is-username-available";
import { createSignInUsername, type SignInUsernameEndpoint } from "./routes/sign-in-username";
import { usernameSchema } from "./schema";

/** A type alias, not an interface: the plugin contract wants a string-indexed record. */
export type UsernameEndpoints = {
  signInUsername: SignInUsernameEndpoint;
  isUsernameAvailable: IsUsernameAvailableEndpoint;
};

/**
 * Sign-up and sign-in by username: adds user.username (unique, stored lowercase) and
 * user.displayUsername, POST /sign-in/username and POST /is-username-available, validates the
 * username fields of /sign-up/email and /update-user, and answers a username that the unique
 * index refuses on any endpoint's write as 'username is already taken'.
 */
export function username(userOptions?: UsernameOptions) {
  const options = resolveUsernameOptions(userOptions);
  const endpoints: UsernameEndpoints = {
    signInUsername: createSignInUsername(options),
    isUsernameAvailable: createIsUsernameAvailable(options),
  };
  return {
    id: "username",
    endpoints,
    schema: usernameSchema,
    hooks: {
      before: [signUpUsernameHook(options), updateUserUsernameHook(options)],
      after: [usernameRaceAnswer],
    },
    errorCodes: USERNAME_ERROR_CODES,
    options: userOptions,
  } satisfies AuthPlugin;
}

export { USERNAME_ERROR_CODES, type UsernameErrorCode } from "./error-codes";
export {
  DEFAULT_MAX_USERNAME_LENGTH,
  DEFAULT_MIN_USERNAME_LENGTH,
  defaultUsernameValidator,
  type UsernameOptions,
  type UsernameValidator,
} from "./options";
export { type UsernameFields, usernameSchema } from "./schema";
export { USERNAME_SESSION_CHANGING_PATHS } from "./session-changing-paths";
export type { IsUsernameAvailableEndpoint, SignInUsernameEndpoint };
