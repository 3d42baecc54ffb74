import type { Session, User } from "@tollgate/auth-server";

export type KeyPairConfig =
  | { alg: "EdDSA"; crv?: "Ed25519" }
  | { alg: "ES256"; crv?: "P-256" }
  | { alg: "RS256"; modulusLength?: number };

/** A lifetime: seconds, or a string like "15m", "1h", "30s", "7d". */
export type Duration = number | string;

export interface JwtOptions {
  jwks?: {
    /** The algorithm of the keys created. Default EdDSA (Ed25519). */
    keyPairConfig?: KeyPairConfig;
    /** Store private keys as plain JSON instead of sealed with the server secret. Default false. */
    disablePrivateKeyEncryption?: boolean;
    /** Seconds after which a new key pair replaces the current one. Default: never. */
    rotationInterval?: number;
    /**
     * Seconds a replaced key stays in the JWKS after it stopped signing, so tokens it signed
     * keep verifying. Default: the token lifetime — exactly until its last token expires.
     */
    gracePeriod?: number;
  };
  jwt?: {
    /** `iss`. Default: the server's baseURL origin. */
    issuer?: string;
    /** `aud`. Default: the server's baseURL origin. */
    audience?: string | string[];
    /** Token lifetime. Default "15m". */
    expirationTime?: Duration;
    /** The claims. Default: the user's public fields. */
    definePayload?: (session: {
      user: User;
      session: Session;
    }) => Record<string, unknown> | Promise<Record<string, unknown>>;
    /** `sub`. Default: the user's id. */
    getSubject?: (session: { user: User; session: Session }) => string | Promise<string>;
  };
  /** Do not send the `set-auth-jwt` header with get-session. Default false. */
  disableSettingJwtHeader?: boolean;
}

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** Seconds of a Duration; throws at start-up on a malformed one. */
export function durationSeconds(duration: Duration, name: string): number {
  if (typeof duration === "number" && Number.isFinite(duration) && duration > 0) return duration;
  const match = typeof duration === "string" ? /^(\d+)\s*([smhd])$/.exec(duration.trim()) : null;
  const unit = match ? UNITS[match[2] ?? ""] : undefined;
  if (!match || unit === undefined || Number(match[1]) <= 0)
    throw new Error(
      `jwt: ${name} must be a positive number of seconds or like "15m" (got ${String(duration)})`,
    );
  return Number(match[1]) * unit;
}

export interface ResolvedJwtOptions {
  keyPairConfig: KeyPairConfig;
  encryptPrivateKeys: boolean;
  rotationSeconds: number | undefined;
  graceSeconds: number;
  issuer: string | undefined;
  audience: string | string[] | undefined;
  lifetimeSeconds: number;
  definePayload: NonNullable<JwtOptions["jwt"]>["definePayload"];
  getSubject: NonNullable<JwtOptions["jwt"]>["getSubject"];
  setJwtHeader: boolean;
}

export function resolveJwtOptions(options: JwtOptions = {}): ResolvedJwtOptions {
  const lifetimeSeconds = durationSeconds(options.jwt?.expirationTime ?? "15m", "expirationTime");
  return {
    keyPairConfig: options.jwks?.keyPairConfig ?? { alg: "EdDSA", crv: "Ed25519" },
    encryptPrivateKeys: !options.jwks?.disablePrivateKeyEncryption,
    rotationSeconds: options.jwks?.rotationInterval,
    graceSeconds: options.jwks?.gracePeriod ?? lifetimeSeconds,
    issuer: options.jwt?.issuer,
    audience: options.jwt?.audience,
    lifetimeSeconds,
    definePayload: options.jwt?.definePayload,
    getSubject: options.jwt?.getSubject,
    setJwtHeader: !options.disableSettingJwtHeader,
  };
}
