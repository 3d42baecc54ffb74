import { defaultAccessControl } from "./statements";

/** Spec §6: the owner may do everything (and pays: billing of @tollgate/billing-plugin). */
export const ownerRole = defaultAccessControl.newRole({
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  billing: ["read", "manage"],
});

/** Spec §6: the admin may do what the owner may, except delete the organization. */
export const adminRole = defaultAccessControl.newRole({
  organization: ["update"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  billing: ["read", "manage"],
});

/** Spec §6: a member may do none of it. */
export const memberRole = defaultAccessControl.newRole({
  organization: [],
  member: [],
  invitation: [],
  team: [],
  billing: [],
});

export const defaultRoles = { owner: ownerRole, admin: adminRole, member: memberRole };
