// The permission check the organization and admin plugins share, on the server and in the
// browser (their clients' checkRolePermission): a member or user holds one role or several.
import type { AuthorizeRequest, Role, Statements } from "./access-types";
import { statementsAllow } from "./statements-allow";

/**
 * Role names from a stored role value: `"admin,member"`, `"admin, member"` and
 * `["admin", " member"]` all give `["admin", "member"]`; empty names are dropped.
 */
export function parseRoleList(role: string | readonly string[]): string[] {
  const values = typeof role === "string" ? [role] : role;
  return values
    .flatMap((value) => value.split(","))
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

export interface PermissionCheck<TStatements extends Statements> {
  /** The role value as stored: one name, several joined by commas, or a list. */
  role: string | readonly string[];
  /** What is asked, e.g. `{ member: ["delete"] }`; all of it must be allowed by one role. */
  permissions: NoInfer<AuthorizeRequest<TStatements>>;
  /**
   * The roles by name; a name without a role here allows nothing. A role is read by its
   * statements, so `{ statements }` alone serves (a browser bundle then needs no refusal text).
   */
  roles: Readonly<
    Record<string, Role<Statements, TStatements> | { readonly statements: Statements }>
  >;
}

/** Whether any of the roles allows the whole request (Better Auth's rule: any role suffices). */
export function hasPermission<TStatements extends Statements>(
  check: PermissionCheck<TStatements>,
): boolean {
  return parseRoleList(check.role).some((name) => {
    const role = Object.hasOwn(check.roles, name) ? check.roles[name] : undefined;
    return role !== undefined && statementsAllow(role.statements, check.permissions);
  });
}
