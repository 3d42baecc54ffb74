// The "./access" entry: the organization's statements and roles, browser-safe, so a client can
// check a role offline with the same code the server runs.

export { type OrganizationPermissionCheck, roleAllows } from "./role-allows";
export {
  adminRole,
  adminStatements,
  defaultRoleStatements,
  defaultRoles,
  memberRole,
  memberStatements,
  ownerRole,
  ownerStatements,
} from "./roles";
export { defaultAccessControl, defaultStatements } from "./statements";
