import { adminError } from "../admin-error";
import type { ResolvedAdminOptions } from "../options";

/**
 * A role value from a request (one name or a list) as stored: names joined by commas. Each
 * must be a string (400 'Invalid role type') and, with custom roles configured, one of them
 * (400 'You are not allowed to set a non-existent role value').
 */
export function storedRole(value: unknown, options: ResolvedAdminOptions): string {
  const names = Array.isArray(value) ? value : [value];
  for (const name of names) {
    if (typeof name !== "string") throw adminError("BAD_REQUEST", "INVALID_ROLE_TYPE");
    if (options.roles && !Object.hasOwn(options.roles, name))
      throw adminError("BAD_REQUEST", "YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE");
  }
  return names.join(",");
}
