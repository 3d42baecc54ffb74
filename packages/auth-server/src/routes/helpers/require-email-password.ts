import type { AuthContext } from "../../context/context-types";
import { authError } from "../../errors/auth-api-error";

export function requireEmailAndPassword(context: AuthContext): void {
  if (!context.options.emailAndPassword?.enabled)
    throw authError("BAD_REQUEST", "EMAIL_AND_PASSWORD_NOT_ENABLED");
}
