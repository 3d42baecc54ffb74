import type { Catalogue, Message } from "../catalogue";
import { LINK_ERROR_CODES } from "../link-error-codes";

/**
 * English: every server catalogue's message word for word (the HTTP contract), plus the
 * client's own codes. Where a message counts something, its variants say one and many; the
 * `other` variant is the contract's text. The completeness test holds this list equal to the
 * packages' catalogues.
 */
const messages = {
  // @tollgate/auth-server: AUTH_ERROR_CODES
  USER_NOT_FOUND: "User not found",
  FAILED_TO_CREATE_USER: "Failed to create user",
  FAILED_TO_CREATE_SESSION: "Failed to create session",
  FAILED_TO_UPDATE_USER: "Failed to update user",
  FAILED_TO_GET_SESSION: "Failed to get session",
  INVALID_PASSWORD: "Invalid password",
  INVALID_EMAIL: "Invalid email",
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password",
  SOCIAL_ACCOUNT_ALREADY_LINKED: "Social account already linked",
  PROVIDER_NOT_FOUND: "Provider not found",
  INVALID_TOKEN: "invalid token",
  ID_TOKEN_NOT_SUPPORTED: "id_token not supported",
  FAILED_TO_GET_USER_INFO: "Failed to get user info",
  USER_EMAIL_NOT_FOUND: "User email not found",
  EMAIL_NOT_VERIFIED: "Email not verified",
  PASSWORD_TOO_SHORT: "Password too short",
  PASSWORD_TOO_LONG: "Password too long",
  USER_ALREADY_EXISTS: "User already exists",
  EMAIL_CAN_NOT_BE_UPDATED: "Email can not be updated",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Credential account not found",
  SESSION_EXPIRED: "Session expired. Re-authenticate to perform this action.",
  SESSION_NOT_FRESH: "Session is not fresh",
  CREDENTIAL_SESSION_NOT_ALLOWED:
    "This action needs a signed-in session: a session made from an API key cannot perform it",
  CREDENTIAL_PERMISSION_MISSING: "The API key's permissions do not allow this action",
  FAILED_TO_UNLINK_LAST_ACCOUNT: "You can't unlink your last account",
  ACCOUNT_NOT_FOUND: "Account not found",
  UNABLE_TO_CREATE_VERIFICATION: "Unable to create verification",
  VERIFICATION_EMAIL_NOT_ENABLED: "Verification email isn't enabled",
  SESSION_NOT_FOUND: "Session not found",
  HEADERS_IS_REQUIRED: "Headers is required",
  REQUEST_IS_REQUIRED: "Request is required",
  INVALID_BODY_PARAMETERS: "Invalid body parameters",
  INVALID_QUERY_PARAMETERS: "Invalid query parameters",
  EMAIL_AND_PASSWORD_NOT_ENABLED: "Email and password is not enabled",
  RESET_PASSWORD_NOT_ENABLED: "Reset password isn't enabled",
  CHANGE_EMAIL_DISABLED: "Change email is disabled",
  EMAIL_IS_THE_SAME: "Email is the same",
  COULDNT_UPDATE_YOUR_EMAIL: "Couldn't update your email",
  USER_ALREADY_HAS_PASSWORD: "user already has a password",
  EITHER_USER_ID_OR_SESSION_REQUIRED: "Either userId or session is required",
  PROVIDER_NOT_SUPPORTED: "Provider {x} is not supported",
  PROVIDER_X_NOT_FOUND: "Provider {x} not found",
  PROVIDER_DOES_NOT_SUPPORT_REFRESH: "Provider {x} does not support token refreshing",
  FAILED_TO_GET_ACCESS_TOKEN: "Failed to get a valid access token",
  FAILED_TO_REFRESH_ACCESS_TOKEN: "Failed to refresh access token",
  NOT_AUTHENTICATED: "Not authenticated",
  NOT_AUTHORIZED: "Not authorized",
  SIGN_UP_DISABLED: "Sign up is disabled",
  INVALID_ORIGIN: "Invalid origin",
  INVALID_CALLBACK_URL: "Invalid callbackURL",
  INVALID_REDIRECT_URL: "Invalid redirectTo",
  INVALID_ERROR_CALLBACK_URL: "Invalid errorCallbackURL",
  INVALID_NEW_USER_CALLBACK_URL: "Invalid newUserCallbackURL",
  CALLBACK_URL_REQUIRED: "callbackURL is required",
  TOO_MANY_REQUESTS: "Too many requests. Please try again later.",
  BODY_TOO_LARGE: "Request body is too large",
  NOT_FOUND: "Not found",
  METHOD_NOT_ALLOWED: "Method not allowed",
  INVALID_PATH_PARAMETER: "Invalid path parameter {parameter}: malformed percent-encoding",
  REQUEST_ABORTED: "The client closed the connection before its request body arrived",
  OPERATION_REFUSED: "The operation was refused by a database hook",
  INTERNAL_SERVER_ERROR: "Internal server error",
  SERVICE_TEMPORARILY_UNAVAILABLE: "Service temporarily unavailable. Please try again later.",
  INVALID_JSON: "Invalid JSON body",
  UNSUPPORTED_MEDIA_TYPE:
    "Unsupported Content-Type: send application/json (or application/x-www-form-urlencoded)",
  NO_FIELDS_TO_UPDATE: "No fields to update",
  INVALID_FIELD: "Invalid value for field {field}",
  FIELD_REQUIRED: "Field {field} is required",
  FIELD_TOO_LONG: {
    count: "max",
    one: "Field {field} is too long (at most {max} character)",
    other: "Field {field} is too long (at most {max} characters)",
  },
  FIELD_HAS_CONTROL_CHARACTERS: "Field {field} must not contain control characters",
  EMAIL_LOCAL_PART_TOO_LONG: {
    count: "max",
    one: "The part of {field} before @ is too long (at most {max} character)",
    other: "The part of {field} before @ is too long (at most {max} characters)",
  },
  FAILED_TO_SEND_EMAIL: "Failed to send email",
  TOKEN_EXPIRED: "token_expired",
  UNAUTHORIZED: "unauthorized",
  EMAIL_MISMATCH: "You can only send a verification email to your own email",
  DELETE_USER_DISABLED: "Delete user is disabled",
  ACCOUNT_NOT_LINKED: "account not linked",
  UNABLE_TO_LINK_ACCOUNT: "unable to link account",
  UNABLE_TO_CREATE_USER: "unable to create user",
  UNABLE_TO_CREATE_SESSION: "unable to create session",
  SIGNUP_DISABLED: "signup disabled",

  // @tollgate/auth-server/access: ACCESS_ERROR_CODES (NOT_AUTHORIZED is above)
  YOU_ARE_NOT_ALLOWED_TO_ACCESS_RESOURCE: "You are not allowed to access resource: {resource}",
  UNAUTHORIZED_TO_ACCESS_RESOURCE: 'unauthorized to access resource "{resource}"',

  // @tollgate/admin-plugin: ADMIN_ERROR_CODES
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "User already exists. Use another email.",
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
  BANNED_USER: "You have been banned from this application",
  BANNED_UNTIL: "Reason: {reason}. The ban ends at {expires}.",
  BANNED_WITHOUT_END: "Reason: {reason}. The ban does not end.",
  YOU_ARE_NOT_IMPERSONATING_ANYONE: "You are not impersonating anyone",
  FAILED_TO_FIND_ADMIN_SESSION: "Failed to find admin session",
  USER_ID_OR_ROLE_IS_REQUIRED: "user id or role is required",
  NO_PERMISSIONS_GIVEN: "invalid permission check. no permission(s) were passed.",
  INVALID_LIST_USERS_FIELD: "Invalid field: {field}",
  API_KEYS_NOT_ENABLED: "API keys are not enabled on this server",

  // @tollgate/api-key-plugin: API_KEY_ERROR_CODES
  KEY_NOT_FOUND: "API Key not found",
  KEY_DISABLED: "API Key is disabled",
  KEY_EXPIRED: "API Key has expired",
  USAGE_EXCEEDED: "API Key has reached its usage limit",
  RATE_LIMIT_EXCEEDED: "Rate limit exceeded.",
  INVALID_API_KEY: "Invalid API key.",
  INVALID_USER_ID_FROM_API_KEY: "The user id from the API key is invalid.",
  SERVER_ONLY_PROPERTY:
    "The property you're trying to set can only be set from the server auth instance only.",
  NO_VALUES_TO_UPDATE: "No values to update.",
  EXPIRES_IN_IS_TOO_SMALL: "The expiresIn is smaller than the predefined minimum value.",
  EXPIRES_IN_IS_TOO_LARGE: "The expiresIn is larger than the predefined maximum value.",
  INVALID_PREFIX_LENGTH: "The prefix length is either too large or too small.",
  INVALID_NAME_LENGTH: "The name length is either too large or too small.",
  REFILL_AMOUNT_AND_INTERVAL_REQUIRED: "refillAmount is required when refillInterval is provided",
  REFILL_INTERVAL_AND_AMOUNT_REQUIRED: "refillInterval is required when refillAmount is provided",
  INSUFFICIENT_API_KEY_PERMISSIONS: "The API key lacks the permissions this action needs.",

  // @tollgate/captcha-plugin: CAPTCHA_ERROR_CODES
  MISSING_RESPONSE: "Missing CAPTCHA response",
  VERIFICATION_FAILED: "Captcha verification failed",
  UNKNOWN_ERROR: "Something went wrong",
  SERVICE_UNAVAILABLE: "CAPTCHA service unavailable",

  // @tollgate/magic-link-plugin: MAGIC_LINK_ERROR_CODES (INVALID_TOKEN is above)
  EXPIRED_TOKEN: "This magic link has expired",
  NEW_USER_SIGNUP_DISABLED: "Sign-up is disabled: no account uses this email",
  FAILED_TO_SEND_MAGIC_LINK: "Failed to send the magic link",
  TOO_MANY_MAGIC_LINKS: "Too many sign-in links were requested for this email. Try again later.",

  // @tollgate/passkey-plugin: PASSKEY_ERROR_CODES
  CHALLENGE_NOT_FOUND: "Challenge not found",
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY: "You are not allowed to register this passkey",
  FAILED_TO_VERIFY_REGISTRATION: "Failed to verify registration",
  PASSKEY_NOT_FOUND: "Passkey not found",
  AUTHENTICATION_FAILED: "Authentication failed",
  FAILED_TO_UPDATE_PASSKEY: "Failed to update passkey",
  SESSION_REQUIRED: "Passkey registration requires an authenticated session",

  // @tollgate/passkey-plugin/client: PASSKEY_CLIENT_ERROR_CODES (the browser's part of a ceremony;
  // UNKNOWN_ERROR is the captcha plugin's above)
  AUTH_CANCELLED: "Auth cancelled",
  REGISTRATION_CANCELLED: "Registration cancelled",
  PREVIOUSLY_REGISTERED: "Previously registered",

  // @tollgate/two-factor-plugin: TWO_FACTOR_ERROR_CODES
  OTP_NOT_ENABLED: "OTP not enabled",
  OTP_NOT_CONFIGURED: "OTP is not available",
  OTP_HAS_EXPIRED: "OTP has expired",
  TOTP_NOT_ENABLED: "TOTP not enabled",
  TOTP_ALREADY_ENABLED: "TOTP is already enabled",
  TOTP_NOT_CONFIGURED: "TOTP is not available",
  TWO_FACTOR_NOT_ENABLED: "Two factor isn't enabled",
  BACKUP_CODES_NOT_ENABLED: "Backup codes aren't enabled",
  INVALID_BACKUP_CODE: "Invalid backup code",
  INVALID_CODE: "Invalid code",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many attempts. Please request a new code.",
  ACCOUNT_TEMPORARILY_LOCKED:
    "Too many failed verification attempts. Your account is temporarily locked. Please try again later.",
  INVALID_TWO_FACTOR_COOKIE: "Invalid two factor cookie",
  TWO_FACTOR_SECRET_UNREADABLE:
    "The two-factor secret does not decrypt with the configured secrets: add the secret it was made with to previousSecrets",

  // @tollgate/organization-plugin: ORGANIZATION_ERROR_CODES (USER_NOT_FOUND is above)
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION:
    "You are not allowed to create a new organization",
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS:
    "You have reached the maximum number of organizations",
  ORGANIZATION_ALREADY_EXISTS: "Organization already exists",
  ORGANIZATION_NOT_FOUND: "Organization not found",
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: "User is not a member of the organization",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION:
    "You are not allowed to update this organization",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION:
    "You are not allowed to delete this organization",
  NO_ACTIVE_ORGANIZATION: "No active organization",
  MEMBER_NOT_FOUND: "Member not found",
  TEAM_NOT_FOUND: "Team not found",
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER:
    "You cannot leave the organization as the only owner",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: "You are not allowed to delete this member",
  INVITATION_NOT_FOUND: "Invitation not found",
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: "You are not the recipient of the invitation",
  YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION: "You are not allowed to cancel this invitation",
  INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION:
    "Inviter is no longer a member of the organization",
  FAILED_TO_RETRIEVE_INVITATION: "Failed to retrieve invitation",
  UNABLE_TO_REMOVE_LAST_TEAM: "Unable to remove last team",
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: "Organization membership limit reached",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION:
    "You are not allowed to delete teams in this organization",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM: "You are not allowed to update this team",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM: "You are not allowed to delete this team",
  INVITATION_NOT_FOUND_EXCLAMATION: "Invitation not found!",
  SLUG_IS_TAKEN: "slug is taken",
  ORGANIZATION_ID_IS_REQUIRED: "Organization ID is required",
  YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: "You are not a member of this organization",
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: "User is already a member of this organization",
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: "User is already invited to this organization",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER: "You are not allowed to update this member",
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION:
    "You are not allowed to invite users to this organization",
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE:
    "You are not allowed to invite a user with this role",
  YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION:
    "You are not allowed to create teams in this organization",
  ROLE_NOT_FOUND: "Role not found",
  TEAM_ALREADY_EXISTS: "Team already exists",
  INVALID_TEAM_ID: "Team id contains a reserved character",
  USER_IS_NOT_A_MEMBER_OF_THE_TEAM: "User is not a member of the team",
  YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM: "You do not have an active team",
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM_MEMBER: "You are not allowed to create a new member",
  YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER: "You are not allowed to remove a team member",
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION:
    "Email verification required before accepting or rejecting invitation",
  EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION:
    "Email verification required to view or list invitations for the session email",

  // @tollgate/audit-log-plugin: AUDIT_LOG_ERROR_CODES (ORGANIZATION_ID_IS_REQUIRED is above)
  YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS: "You are not allowed to list audit events",
  INVALID_TIME_RANGE: "The time range is invalid",
  AUDIT_EVENTS_ARE_NOT_STORED: "Audit events are not stored",

  // @tollgate/username-plugin: USERNAME_ERROR_CODES (EMAIL_NOT_VERIFIED is above, capitalised)
  INVALID_USERNAME_OR_PASSWORD: "invalid username or password",
  UNEXPECTED_ERROR: "unexpected error",
  USERNAME_IS_ALREADY_TAKEN: "username is already taken. please try another.",
  USERNAME_TOO_SHORT: "username is too short",
  USERNAME_TOO_LONG: "username is too long",
  INVALID_USERNAME: "username is invalid",
  INVALID_DISPLAY_USERNAME: "display username is invalid",

  // @tollgate/webhook-verifier: its five catalogues (METHOD_NOT_ALLOWED is above)
  MISSING_REQUIRED_HEADERS: "Missing required headers",
  INVALID_SIGNATURE_HEADERS: "Invalid Signature Headers",
  MESSAGE_TIMESTAMP_TOO_OLD: "Message timestamp too old",
  MESSAGE_TIMESTAMP_TOO_NEW: "Message timestamp too new",
  NO_MATCHING_SIGNATURE_FOUND: "No matching signature found",
  WEBHOOK_SECRET_IS_REQUIRED: "Webhook secret is required",
  WEBHOOK_SECRET_IS_EMPTY: "Webhook secret is empty",
  WEBHOOK_SECRET_IS_NOT_VALID_BASE64: "Webhook secret is not valid base64",
  WEBHOOK_SECRET_KEY_ENCODING_IS_INVALID: "Webhook secret key encoding is invalid",
  TOLERANCE_MUST_BE_A_NON_NEGATIVE_NUMBER_OF_SECONDS:
    "Tolerance must be a non-negative number of seconds",
  WEBHOOK_ID_IS_REQUIRED: "Webhook id is required",
  WEBHOOK_TIMESTAMP_MUST_BE_WHOLE_SECONDS: "Webhook timestamp must be whole seconds",
  WEBHOOK_BODY_MUST_BE_A_STRING_UINT8ARRAY_OR_ARRAYBUFFER:
    "Webhook body must be a string, Uint8Array or ArrayBuffer",
  HMAC_BACKEND_MUST_BE_AUTO_WEB_CRYPTO_OR_NODE: "Hmac backend must be auto, web-crypto or node",
  NODE_CRYPTO_IS_NOT_AVAILABLE_IN_THIS_RUNTIME: "Node crypto is not available in this runtime",
  RAW_BODY_REQUIRED_BUT_THE_REQUEST_BODY_WAS_ALREADY_PARSED:
    "Raw body required but the request body was already parsed",
  WEBHOOK_PAYLOAD_IS_NOT_VALID_JSON: "Webhook payload is not valid JSON",
  WEBHOOK_PAYLOAD_IS_NOT_A_VALID_EVENT: "Webhook payload is not a valid event",
  WEBHOOK_HANDLER_FAILED: "Webhook handler failed",

  // @tollgate/billing-plugin: BILLING_ERROR_CODES (USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION and
  // the webhook messages are above)
  PRODUCT_NOT_FOUND: "Product not found",
  PRODUCTS_OR_SLUG_IS_REQUIRED: "Products or slug is required",
  YOU_MUST_BE_LOGGED_IN_TO_CHECKOUT: "You must be logged in to checkout",
  REFERENCE_ID_IS_REQUIRED: "Reference id is required",
  YOU_ARE_NOT_ALLOWED_TO_MANAGE_THE_BILLING_OF_THIS_ORGANIZATION:
    "You are not allowed to manage the billing of this organization",
  YOU_ARE_NOT_ALLOWED_TO_VIEW_THE_BILLING_OF_THIS_ORGANIZATION:
    "You are not allowed to view the billing of this organization",
  INVALID_SUCCESS_URL: "Invalid successUrl",
  INVALID_RETURN_URL: "Invalid returnUrl",
  INVALID_EMBED_ORIGIN: "Invalid embedOrigin",
  CHECKOUT_CREATION_FAILED: "Checkout creation failed",
  CUSTOMER_PORTAL_CREATION_FAILED: "Customer portal creation failed",
  CUSTOMER_STATE_UNAVAILABLE: "Customer state unavailable",
  ORDERS_LIST_FAILED: "Orders list failed",
  SUBSCRIPTIONS_LIST_FAILED: "Subscriptions list failed",
  PAYMENTS_PLATFORM_UNAVAILABLE: "Payments platform unavailable",
  PAYMENTS_PLATFORM_REFUSED_THE_REQUEST: "Payments platform refused the request",
  PAYMENTS_PLATFORM_RESOURCE_NOT_FOUND: "Payments platform resource not found",
  WEBHOOKS_ARE_NOT_CONFIGURED: "Webhooks are not configured",

  // @tollgate/i18n: LINK_ERROR_CODES (a social sign-in's ?error= values; UNABLE_TO_LINK_ACCOUNT
  // is above). Their English is this package's own, so it is taken from there.
  ...LINK_ERROR_CODES,

  // @tollgate/i18n: CLIENT_ERROR_CODES
  NETWORK_ERROR: "Could not reach the server. Check your connection and try again.",
  ABORTED: "The request was cancelled",
  TOO_MANY_REQUESTS_RETRY_AFTER: {
    count: "seconds",
    one: "Too many requests. Try again in {seconds} second.",
    other: "Too many requests. Try again in {seconds} seconds.",
  },
} as const satisfies Record<string, Message>;

/** Every code this package translates. */
export type ErrorCode = keyof typeof messages;

export const en: Catalogue<ErrorCode> = Object.freeze({ locale: "en", messages });
