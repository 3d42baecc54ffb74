import { createAccessControl } from "@tollgate/auth-server/access";

/**
 * What organization roles can be allowed to do (spec §6). Apps that add their own resources
 * spread these into their own `createAccessControl` so the plugin's checks keep working.
 */
export const defaultStatements = {
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
} as const;

export const defaultAccessControl = createAccessControl(defaultStatements);
