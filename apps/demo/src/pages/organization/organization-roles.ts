import { authClient } from "../../auth-client";

/** The roles a member can be given in the demo, with what they may do. */
export const ORGANIZATION_ROLES = [
  { value: "member", label: "Member", description: "sees the organization" },
  { value: "admin", label: "Admin", description: "manages members, invitations and teams" },
  { value: "owner", label: "Owner", description: "everything, including deleting it" },
] as const;

export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number]["value"];

export const roleLabel = (role: string) =>
  role
    .split(",")
    .map((name) => ORGANIZATION_ROLES.find((known) => known.value === name.trim())?.label ?? name)
    .join(", ");

type Permissions = Parameters<typeof authClient.organization.checkRolePermission>[0]["permissions"];

/**
 * Whether the member's role allows `permissions`, answered in the browser with the server's own
 * check (the server still decides: this only hides buttons that could not work).
 */
export const roleAllows = (role: string | undefined, permissions: Permissions) =>
  role ? authClient.organization.checkRolePermission({ role, permissions }) : false;
