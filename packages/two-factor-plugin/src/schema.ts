import type { SchemaExtension } from "@tollgate/auth-server";

/** The model name of a user's two-factor settings (Better Auth's `twoFactor` table). */
export const TWO_FACTOR_MODEL = "twoFactor";

/**
 * Better Auth's two-factor schema: `user.twoFactorEnabled` and one `twoFactor` row per user
 * (`secret` sealed with the server secret, `backupCodes` as SHA-256 hashes, `verified` once the
 * authenticator app's first code was accepted, the failure budget of the lockout), plus
 * `lastUsedStep`: the TOTP time step last accepted, so a code works once.
 */
export const twoFactorSchema = {
  user: {
    fields: {
      twoFactorEnabled: { type: "boolean", required: false, defaultValue: false, input: false },
    },
  },
  [TWO_FACTOR_MODEL]: {
    fields: {
      secret: { type: "string", returned: false },
      backupCodes: { type: "string", returned: false },
      userId: {
        type: "string",
        unique: true,
        returned: false,
        references: { model: "user", field: "id", onDelete: "cascade" },
      },
      verified: { type: "boolean", required: false, defaultValue: false, input: false },
      lastUsedStep: { type: "number", required: false, returned: false },
      failedVerificationCount: {
        type: "number",
        required: false,
        defaultValue: 0,
        returned: false,
      },
      lockedUntil: { type: "date", required: false, returned: false },
    },
  },
} as const satisfies SchemaExtension;

/** A `twoFactor` row as the plugin reads it. */
export interface TwoFactorRow extends Record<string, unknown> {
  id: string;
  userId: string;
  secret: string;
  backupCodes: string;
  verified: boolean | null;
  lastUsedStep: number | null;
  failedVerificationCount: number | null;
  lockedUntil: Date | null;
}

/** What the plugin adds to a user record. */
export interface TwoFactorUserFields {
  twoFactorEnabled?: boolean | null;
}
