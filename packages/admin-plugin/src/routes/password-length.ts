import type { RequestContext } from "@tollgate/auth-server";
import { adminError } from "../admin-error";

/** 400 'Password too short' / 'Password too long' against the server's configured limits. */
export function checkPasswordLength(context: RequestContext, password: string, field: string) {
  if (password.length < context.password.minLength)
    throw adminError("BAD_REQUEST", "PASSWORD_TOO_SHORT", { field });
  if (password.length > context.password.maxLength)
    throw adminError("BAD_REQUEST", "PASSWORD_TOO_LONG", { field });
}
