export {
  type AnyRole,
  hasAdminPermission,
  type PermissionRequest,
  type PermissionRules,
  type PermissionSubject,
  permissionRefusal,
} from "./admin-permission";
export { adminAc, defaultAc, defaultRoles, defaultStatements, userAc } from "./statements";
