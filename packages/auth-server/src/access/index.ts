// The "./access" entry: roles, statements and permission checks, shared by server and browser.
// It must stay browser-safe: nothing here imports server code or a Node built-in.
export { ACCESS_ERROR_CODES, type AccessErrorCode } from "./access-error-codes";
export type {
  AccessControl,
  ActionRequest,
  AuthorizeRequest,
  AuthorizeResponse,
  Connector,
  Role,
  RoleStatements,
  Statements,
} from "./access-types";
export { createAccessControl, role } from "./create-access-control";
export { hasPermission, type PermissionCheck, parseRoleList } from "./has-permission";
export { statementsAllow } from "./statements-allow";
