import type { UsernameErrorCode } from "./error-codes";
import type { ResolvedUsernameOptions } from "./options";

/** Why a username is refused, or null when it is acceptable. Checked in the spec's order. */
export async function usernameProblem(
  username: string,
  options: ResolvedUsernameOptions,
): Promise<UsernameErrorCode | null> {
  if (username.length < options.minUsernameLength) return "USERNAME_TOO_SHORT";
  if (username.length > options.maxUsernameLength) return "USERNAME_TOO_LONG";
  if (!(await options.usernameValidator(username))) return "INVALID_USERNAME";
  return null;
}

/** Whether a display username passes the configured validator (any string when none is set). */
export async function isDisplayUsernameValid(
  displayUsername: string,
  options: ResolvedUsernameOptions,
): Promise<boolean> {
  return options.displayUsernameValidator
    ? await options.displayUsernameValidator(displayUsername)
    : true;
}

/** Usernames are compared and stored lowercased. */
export function normaliseUsername(username: string): string {
  return username.toLowerCase();
}
