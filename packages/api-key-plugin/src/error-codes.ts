import { defineErrorCodes } from "@tollgate/auth-server/errors";

/** What the API-key plugin answers: Better Auth's api-key codes and texts. */
export const API_KEY_ERROR_CODES = defineErrorCodes({
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
});

export type ApiKeyErrorCode = keyof typeof API_KEY_ERROR_CODES;
