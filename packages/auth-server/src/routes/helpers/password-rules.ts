import type { AuthContext } from "../../context/context-types";
import { authError } from "../../errors/auth-api-error";

/** 400 'Password too short' / 'Password too long' against the configured limits. */
export function checkPasswordLength(
  context: AuthContext,
  password: string,
  field = "password",
): void {
  if (password.length < context.password.minLength)
    throw authError("BAD_REQUEST", "PASSWORD_TOO_SHORT", { field });
  if (password.length > context.password.maxLength)
    throw authError("BAD_REQUEST", "PASSWORD_TOO_LONG", { field });
}
