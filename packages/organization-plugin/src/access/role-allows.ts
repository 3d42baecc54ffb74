import {
  type AuthorizeRequest,
  hasPermission,
  type Role,
  type Statements,
} from "@tollgate/auth-server/access";

export interface OrganizationPermissionCheck {
  /** The member's role as stored: one name or several joined by commas. */
  role: string;
  /** What is asked, e.g. `{ member: ["delete"] }`. */
  permissions: AuthorizeRequest<Statements>;
  /**
   * The roles by name (the plugin's `roles` option, or the default owner/admin/member); a role
   * is read by its statements, so `{ statements }` alone serves.
   */
  roles: Readonly<
    Record<string, Role<Statements, Statements> | { readonly statements: Statements }>
  >;
}

/** Whether any of the member's roles allows the whole request (server and client share it). */
export function roleAllows(check: OrganizationPermissionCheck): boolean {
  return hasPermission<Statements>(check);
}
