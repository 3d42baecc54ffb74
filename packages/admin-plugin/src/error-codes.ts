import { defineErrorCodes } from "@tollgate/auth-server/errors";

/**
 * Every message the admin plugin answers itself. The spec names none for administration, so
 * the codes and texts are Better Auth's (its admin plugin), and clients that map them keep
 * working. A caller whose role does not allow an action is answered with the spec's
 * authorization texts (§8), from ACCESS_ERROR_CODES of `@tollgate/auth-server/access`.
 *
 * The client entry (./client) re-exports this catalogue; `@tollgate/auth-server/errors` is
 * browser-safe, so browser bundles carry no server code for it.
 */
export const ADMIN_ERROR_CODES = defineErrorCodes({
  USER_NOT_FOUND: "User not found",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "User already exists. Use another email.",
  INVALID_EMAIL: "Invalid email",
  PASSWORD_TOO_SHORT: "Password too short",
  PASSWORD_TOO_LONG: "Password too long",
  YOU_CANNOT_BAN_YOURSELF: "You cannot ban yourself",
  YOU_CANNOT_REMOVE_YOURSELF: "You cannot remove yourself",
  YOU_CANNOT_IMPERSONATE_ADMINS: "You cannot impersonate admins",
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE:
    "You are not allowed to set a non-existent role value",
  INVALID_ROLE_TYPE: "Invalid role type",
  NO_DATA_TO_UPDATE: "No data to update",
  PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER:
    "Password cannot be updated through update-user. Use the set-user-password endpoint instead",
  USER_ID_CANNOT_BE_UPDATED: "User id cannot be updated",
  /** The default answer to a banned user's sign-in; `bannedUserMessage` replaces it. */
  BANNED_USER: "You have been banned from this application",
  /** The `description` of a BANNED_USER answer: why, and until when. */
  BANNED_UNTIL: "Reason: {reason}. The ban ends at {expires}.",
  BANNED_WITHOUT_END: "Reason: {reason}. The ban does not end.",
  YOU_ARE_NOT_IMPERSONATING_ANYONE: "You are not impersonating anyone",
  FAILED_TO_FIND_ADMIN_SESSION: "Failed to find admin session",
  USER_ID_OR_ROLE_IS_REQUIRED: "user id or role is required",
  NO_PERMISSIONS_GIVEN: "invalid permission check. no permission(s) were passed.",
  INVALID_LIST_USERS_FIELD: "Invalid field: {field}",
  /** list-user-api-keys and revoke-user-api-key without the API-key plugin. */
  API_KEYS_NOT_ENABLED: "API keys are not enabled on this server",
  /** The API-key plugin's code and text, so clients map both the same way. */
  KEY_NOT_FOUND: "API Key not found",
});

export type AdminErrorCode = keyof typeof ADMIN_ERROR_CODES;
