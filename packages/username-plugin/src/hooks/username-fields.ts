import type { ResolvedUsernameOptions } from "../options";
import { usernameError } from "../username-error";
import { isDisplayUsernameValid, normaliseUsername, usernameProblem } from "../username-rules";

export interface UsernameFieldValues {
  username?: string | null;
  displayUsername?: string | null;
}

function invalid(field: "username" | "displayUsername") {
  return usernameError(
    "UNPROCESSABLE_ENTITY",
    field === "username" ? "INVALID_USERNAME" : "INVALID_DISPLAY_USERNAME",
    field,
  );
}

/**
 * The username fields of a sign-up or update-user body, validated and normalised: the username
 * lowercased, displayUsername defaulting to the username as typed. null (clearing a field) is
 * passed on; a field that is absent stays absent. Throws 422 naming the field.
 */
export async function readUsernameFields(
  body: Record<string, unknown>,
  options: ResolvedUsernameOptions,
): Promise<UsernameFieldValues> {
  const values: UsernameFieldValues = {};
  const { username, displayUsername } = body;

  if (username === null) values.username = null;
  else if (username !== undefined) {
    if (typeof username !== "string") throw invalid("username");
    const problem = await usernameProblem(username, options);
    if (problem) throw usernameError("UNPROCESSABLE_ENTITY", problem, "username");
    values.username = normaliseUsername(username);
    if (displayUsername === undefined) values.displayUsername = username;
  }

  if (displayUsername === null) values.displayUsername = null;
  else if (displayUsername !== undefined) {
    if (typeof displayUsername !== "string") throw invalid("displayUsername");
    if (!(await isDisplayUsernameValid(displayUsername, options))) throw invalid("displayUsername");
    values.displayUsername = displayUsername;
  }
  return values;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
