// Whether a user may do an administrative action: shared by the server's checks and the
// client's offline checkRolePermission. Browser-safe.
import {
  ACCESS_ERROR_CODES,
  type AuthorizeRequest,
  parseRoleList,
  type Role,
  type Statements,
} from "@tollgate/auth-server/access";
import { defaultRoles } from "./statements";

/** A role as the plugin accepts it: any access control's role. */
export type AnyRole = Role<Statements, Statements>;

export interface PermissionSubject {
  /** The user's id; ids in `adminUserIds` are always allowed. */
  userId?: string | undefined;
  /** The stored role value (several joined by commas); `defaultRole` when empty. */
  role?: string | null | undefined;
}

export interface PermissionRules {
  roles?: Readonly<Record<string, AnyRole>> | undefined;
  adminUserIds?: readonly string[] | undefined;
  defaultRole?: string | undefined;
}

export type PermissionRequest = AuthorizeRequest<Statements>;

/**
 * Why the request is refused (a message of ACCESS_ERROR_CODES, the spec's §8 texts), or null
 * when it is allowed: by `adminUserIds`, or by any one of the user's roles allowing all of it
 * (Better Auth's rule). The refusal is the first known role's answer; no known role at all
 * answers 'Not authorized'.
 */
export function permissionRefusal(
  subject: PermissionSubject,
  permissions: PermissionRequest,
  rules: PermissionRules = {},
): string | null {
  if (subject.userId !== undefined && rules.adminUserIds?.includes(subject.userId)) return null;
  const roles: Readonly<Record<string, AnyRole>> = rules.roles ?? defaultRoles;
  const names = parseRoleList(subject.role || rules.defaultRole || "user");
  let refusal: string | null = null;
  for (const name of names) {
    const role = Object.hasOwn(roles, name) ? roles[name] : undefined;
    if (!role) continue;
    const answer = role.authorize(permissions);
    if (answer.success) return null;
    refusal ??= answer.error;
  }
  return refusal ?? ACCESS_ERROR_CODES.NOT_AUTHORIZED;
}

/** Whether the request is allowed (see permissionRefusal). */
export function hasAdminPermission(
  subject: PermissionSubject,
  permissions: PermissionRequest,
  rules?: PermissionRules,
): boolean {
  return permissionRefusal(subject, permissions, rules) === null;
}
