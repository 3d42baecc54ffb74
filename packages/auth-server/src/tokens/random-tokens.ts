import { LOWERCASE_ALPHANUMERIC, randomString } from "../crypto/random-string";

/** Spec §9: reset tokens are 24 random characters, valid 3600 s by default. */
export const RESET_PASSWORD_TOKEN_LENGTH = 24;
export const DEFAULT_RESET_PASSWORD_TOKEN_EXPIRES_IN = 3600;

/** Spec §9: delete-account tokens are 32 characters of digits and lowercase letters, 86400 s. */
export const DELETE_ACCOUNT_TOKEN_LENGTH = 32;
export const DEFAULT_DELETE_ACCOUNT_TOKEN_EXPIRES_IN = 86_400;

export function createResetPasswordToken(): string {
  return randomString(RESET_PASSWORD_TOKEN_LENGTH);
}

export function createDeleteAccountToken(): string {
  return randomString(DELETE_ACCOUNT_TOKEN_LENGTH, LOWERCASE_ALPHANUMERIC);
}

/** The verification identifiers Better Auth uses, so stored tokens survive a migration. */
export const resetPasswordIdentifier = (token: string) => `reset-password:${token}`;
export const deleteAccountIdentifier = (token: string) => `delete-account-${token}`;
