import type { AuthPlugin } from "@tollgate/auth-server";
import { ADMIN_ERROR_CODES } from "./error-codes";
import { banSignInRule } from "./hooks/ban-sign-in-rule";
import { hideImpersonationSessions } from "./hooks/hide-impersonation-sessions";
import { adminSessionHooks } from "./hooks/session-hooks";
import { adminSessionRules } from "./hooks/session-rules";
import { unbannedUserRowHooks } from "./hooks/unbanned-user-row";
import { type AdminOptions, resolveAdminOptions } from "./options";
import { type BanUserEndpoint, createBanUser } from "./routes/ban-user";
import { type CreateUserEndpoint, createCreateUser } from "./routes/create-user";
import { createGetUser, type GetUserEndpoint } from "./routes/get-user";
import { createUserHasPermission, type UserHasPermissionEndpoint } from "./routes/has-permission";
import { createImpersonateUser, type ImpersonateUserEndpoint } from "./routes/impersonate-user";
import { createListUserSessions, type ListUserSessionsEndpoint } from "./routes/list-user-sessions";
import { createListUsers, type ListUsersEndpoint } from "./routes/list-users";
import { createRemoveUser, type RemoveUserEndpoint } from "./routes/remove-user";
import {
  createRevokeUserSession,
  type RevokeUserSessionEndpoint,
} from "./routes/revoke-user-session";
import {
  createRevokeUserSessions,
  type RevokeUserSessionsEndpoint,
} from "./routes/revoke-user-sessions";
import { createSetRole, type SetRoleEndpoint } from "./routes/set-role";
import { createSetUserPassword, type SetUserPasswordEndpoint } from "./routes/set-user-password";
import {
  createStopImpersonating,
  type StopImpersonatingEndpoint,
} from "./routes/stop-impersonating";
import { createUnbanUser, type UnbanUserEndpoint } from "./routes/unban-user";
import { type AdminUpdateUserEndpoint, createAdminUpdateUser } from "./routes/update-user";
import {
  createListUserApiKeys,
  createRevokeUserApiKey,
  type ListUserApiKeysEndpoint,
  type RevokeUserApiKeyEndpoint,
} from "./routes/user-api-keys";
import { adminSchemaFor } from "./schema";

/** A type alias, not an interface: the plugin contract wants a string-indexed record. Keys are Better Auth's. */
export type AdminEndpoints = {
  setRole: SetRoleEndpoint;
  getUser: GetUserEndpoint;
  createUser: CreateUserEndpoint;
  adminUpdateUser: AdminUpdateUserEndpoint;
  listUsers: ListUsersEndpoint;
  listUserSessions: ListUserSessionsEndpoint;
  unbanUser: UnbanUserEndpoint;
  banUser: BanUserEndpoint;
  impersonateUser: ImpersonateUserEndpoint;
  stopImpersonating: StopImpersonatingEndpoint;
  revokeUserSession: RevokeUserSessionEndpoint;
  revokeUserSessions: RevokeUserSessionsEndpoint;
  removeUser: RemoveUserEndpoint;
  setUserPassword: SetUserPasswordEndpoint;
  userHasPermission: UserHasPermissionEndpoint;
  listUserApiKeys: ListUserApiKeysEndpoint;
  revokeUserApiKey: RevokeUserApiKeyEndpoint;
};

/**
 * User administration (spec §6, Better Auth's admin plugin): roles on users, the /admin/*
 * endpoints, bans enforced on every sign-in through a session database hook, and impersonation.
 */
export function admin(userOptions?: AdminOptions) {
  const options = resolveAdminOptions(userOptions);
  const endpoints: AdminEndpoints = {
    setRole: createSetRole(options),
    getUser: createGetUser(options),
    createUser: createCreateUser(options),
    adminUpdateUser: createAdminUpdateUser(options),
    listUsers: createListUsers(options),
    listUserSessions: createListUserSessions(options),
    unbanUser: createUnbanUser(options),
    banUser: createBanUser(options),
    impersonateUser: createImpersonateUser(options),
    stopImpersonating: createStopImpersonating(),
    revokeUserSession: createRevokeUserSession(options),
    revokeUserSessions: createRevokeUserSessions(options),
    removeUser: createRemoveUser(options),
    setUserPassword: createSetUserPassword(options),
    userHasPermission: createUserHasPermission(options),
    listUserApiKeys: createListUserApiKeys(options),
    revokeUserApiKey: createRevokeUserApiKey(options),
  };
  return {
    id: "admin",
    endpoints,
    schema: adminSchemaFor(options.defaultRole),
    hooks: { after: [hideImpersonationSessions] },
    sessionRules: adminSessionRules(options),
    signInRules: [banSignInRule()],
    // The session hook judges a sign-in's ban from the row the rule above was shown.
    judgesSignInsFromUserInHand: true,
    databaseHooks: { user: unbannedUserRowHooks(), session: adminSessionHooks(options) },
    errorCodes: ADMIN_ERROR_CODES,
    options: userOptions,
  } satisfies AuthPlugin;
}

export {
  type AnyRole,
  adminAc,
  defaultAc,
  defaultRoles,
  defaultStatements,
  hasAdminPermission,
  type PermissionRequest,
  permissionRefusal,
  userAc,
} from "./access";
export { ADMIN_ERROR_CODES, type AdminErrorCode } from "./error-codes";
export type { AdminOptions, BannedUserMessage } from "./options";
export { type AdminSessionFields, type AdminUserFields, adminSchema } from "./schema";
