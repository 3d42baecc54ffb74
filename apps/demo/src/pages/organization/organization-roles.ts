import { authClient } from "../../auth-client";
import type { MessageKey } from "../../i18n/catalogue";
import { translate } from "../../i18n/language-store";

/** The roles a member can be given in the demo, with what they may do. */
export const ORGANIZATION_ROLES = [
  { value: "member", label: "role.member", description: "role.memberMay" },
  { value: "admin", label: "role.admin", description: "role.adminMay" },
  { value: "owner", label: "role.owner", description: "role.ownerMay" },
] as const satisfies readonly { value: string; label: MessageKey; description: MessageKey }[];

export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number]["value"];

/** "Admin, Member" for a member with several roles, in the reader's language. */
export const roleLabel = (role: string) =>
  role
    .split(",")
    .map((name) => {
      const known = ORGANIZATION_ROLES.find((candidate) => candidate.value === name.trim());
      return known ? translate(known.label) : name;
    })
    .join(", ");

/** Whether a member's roles ("admin,member") include `name`. */
export const hasRole = (role: string | undefined, name: OrganizationRole) =>
  (role ?? "").split(",").some((part) => part.trim() === name);

type Permissions = Parameters<typeof authClient.organization.checkRolePermission>[0]["permissions"];

/**
 * Whether the member's role allows `permissions`, answered in the browser with the server's own
 * check (the server still decides: this only hides buttons that could not work).
 */
export const roleAllows = (role: string | undefined, permissions: Permissions) =>
  role ? authClient.organization.checkRolePermission({ role, permissions }) : false;
