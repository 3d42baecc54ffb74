import { parseRoleList } from "@tollgate/auth-server/access";
import { z } from "zod";
import type { ResolvedOrganizationOptions } from "./options";
import { organizationError } from "./organization-error";

/** A role as a body gives it: one name, names joined by commas, or a list. */
export const roleInput = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

/** The stored form ("admin,member") of known roles; 400 'Role not found' for an unknown one. */
export function storedRole(role: string | readonly string[], options: ResolvedOrganizationOptions) {
  const names = parseRoleList(role);
  if (names.length === 0 || names.some((name) => !Object.hasOwn(options.roles, name)))
    throw organizationError("BAD_REQUEST", "ROLE_NOT_FOUND", "role");
  return [...new Set(names)].join(",");
}

/** Whether a stored role holds the creator role (owner). */
export const holdsCreatorRole = (role: string, options: ResolvedOrganizationOptions) =>
  parseRoleList(role).includes(options.creatorRole);
