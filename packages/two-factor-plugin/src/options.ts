import type { User, WithExtraFields } from "@tollgate/auth-server";

/** What `otpOptions.sendOTP` is given: the user and the code to deliver (by email, SMS, …). */
export interface TwoFactorOTPMessage {
  user: WithExtraFields<User>;
  otp: string;
}

export interface TwoFactorOptions {
  /** The issuer shown by authenticator apps; defaults to the app name. */
  issuer?: string;
  totpOptions?: {
    /** Digits of a code (6). */
    digits?: 6 | 7 | 8;
    /** Seconds a code lasts (30). */
    period?: number;
    /** Turns TOTP off: only OTP by email or SMS, and backup codes. */
    disable?: boolean;
  };
  otpOptions?: {
    /** Delivers a one-time code; without it OTP is not offered. */
    sendOTP?: (message: TwoFactorOTPMessage, request: Request | undefined) => unknown;
    /** Minutes a sent code lasts (3). */
    period?: number;
    /** Digits of a sent code (6). */
    digits?: number;
    /** Wrong tries of one sent code before a new one must be requested (5). */
    allowedAttempts?: number;
  };
  backupCodeOptions?: {
    /** How many codes (10). */
    amount?: number;
    /** Characters of a code (10, shown as two halves joined by "-"). */
    length?: number;
  };
  /** Seconds a trusted device skips the second factor (30 days). */
  trustDeviceMaxAge?: number;
  /** Seconds the pending sign-in (the `two_factor` cookie) lasts (10 minutes). */
  twoFactorCookieMaxAge?: number;
  /**
   * Where a browser sign-in (social or generic OAuth callback, magic link, verify-email) goes
   * when the second factor is due, with `callbackURL` in its query. Without it the browser goes
   * to its callbackURL with `twoFactorRedirect=true`.
   */
  twoFactorPage?: string;
  /** Wrong codes in a row before the account's second factor is locked, and for how long. */
  accountLockout?: { maxFailedAttempts?: number; durationSeconds?: number };
  /** Wrong or right codes per IP and window on the verify endpoints (10 per 60 s). */
  rateLimit?: { window?: number; max?: number };
  /** Users without a password (social sign-in only) may enable and disable without one. */
  allowPasswordless?: boolean;
  /**
   * Secret rotation: the server secret is version `secretVersion` (1); secrets sealed under an
   * earlier server secret open with the one listed here under its version, and are sealed
   * again under the current one on their next use.
   */
  secretVersion?: number;
  previousSecrets?: Readonly<Record<number, string>>;
}

export interface ResolvedTwoFactorOptions {
  issuer: string | undefined;
  totp: { digits: number; period: number; disabled: boolean };
  otp: {
    send: ((message: TwoFactorOTPMessage, request: Request | undefined) => unknown) | undefined;
    periodSeconds: number;
    digits: number;
    allowedAttempts: number;
  };
  backupCodes: { amount: number; length: number };
  trustDeviceMaxAge: number;
  pendingMaxAge: number;
  twoFactorPage: string | undefined;
  lockout: { maxFailedAttempts: number; durationSeconds: number };
  rateLimit: { window: number; max: number };
  allowPasswordless: boolean;
  secretVersion: number;
  previousSecrets: Readonly<Record<number, string>>;
}

export function resolveTwoFactorOptions(options: TwoFactorOptions = {}): ResolvedTwoFactorOptions {
  return {
    issuer: options.issuer,
    totp: {
      digits: options.totpOptions?.digits ?? 6,
      period: options.totpOptions?.period ?? 30,
      disabled: options.totpOptions?.disable === true,
    },
    otp: {
      send: options.otpOptions?.sendOTP,
      periodSeconds: (options.otpOptions?.period ?? 3) * 60,
      digits: options.otpOptions?.digits ?? 6,
      allowedAttempts: options.otpOptions?.allowedAttempts ?? 5,
    },
    backupCodes: {
      amount: options.backupCodeOptions?.amount ?? 10,
      length: options.backupCodeOptions?.length ?? 10,
    },
    trustDeviceMaxAge: options.trustDeviceMaxAge ?? 30 * 24 * 60 * 60,
    pendingMaxAge: options.twoFactorCookieMaxAge ?? 600,
    twoFactorPage: options.twoFactorPage,
    lockout: {
      maxFailedAttempts: options.accountLockout?.maxFailedAttempts ?? 10,
      durationSeconds: options.accountLockout?.durationSeconds ?? 900,
    },
    rateLimit: { window: options.rateLimit?.window ?? 60, max: options.rateLimit?.max ?? 10 },
    allowPasswordless: options.allowPasswordless === true,
    secretVersion: options.secretVersion ?? 1,
    previousSecrets: options.previousSecrets ?? {},
  };
}
