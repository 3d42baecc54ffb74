import { defaultAccessControl } from "./statements";

/** Spec §6: the owner may do everything (and pays: billing of @tollgate/billing-plugin). */
export const ownerStatements = {
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  billing: ["read", "manage"],
} as const;

/** Spec §6: the admin may do what the owner may, except delete the organization. */
export const adminStatements = {
  organization: ["update"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  billing: ["read", "manage"],
} as const;

/** Spec §6: a member may do none of it. */
export const memberStatements = {
  organization: [],
  member: [],
  invitation: [],
  team: [],
  billing: [],
} as const;

export const ownerRole = /* @__PURE__ */ defaultAccessControl.newRole(ownerStatements);
export const adminRole = /* @__PURE__ */ defaultAccessControl.newRole(adminStatements);
export const memberRole = /* @__PURE__ */ defaultAccessControl.newRole(memberStatements);

export const defaultRoles = { owner: ownerRole, admin: adminRole, member: memberRole };

/**
 * The default roles by their statements alone: what the client's checkRolePermission reads, so
 * a browser bundle carries no role object and no refusal text.
 */
export const defaultRoleStatements = {
  owner: { statements: ownerStatements },
  admin: { statements: adminStatements },
  member: { statements: memberStatements },
};
