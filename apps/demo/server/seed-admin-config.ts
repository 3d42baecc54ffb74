import { ConfigError } from "./config-error";

/** The administrator the demo makes (or promotes) on start-up. */
export interface SeedAdminSetting {
  email: string;
  password: string;
}

/** The auth server's default password rules (the demo keeps them), checked before start-up. */
export const SEED_ADMIN_PASSWORD_MIN = 8;
export const SEED_ADMIN_PASSWORD_MAX = 128;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * DEMO_ADMIN_EMAIL and DEMO_ADMIN_PASSWORD: both or neither. With both, a valid address and a
 * password the sign-in form would accept; anything else stops the server with what to fix.
 */
export function readSeedAdmin(env: Env): SeedAdminSetting | null {
  const email = env.DEMO_ADMIN_EMAIL?.trim() ?? "";
  const password = env.DEMO_ADMIN_PASSWORD ?? "";
  if (!email && !password) return null;
  if (!password) {
    throw new ConfigError(
      "DEMO_ADMIN_EMAIL is set but DEMO_ADMIN_PASSWORD is not. Set both to seed an administrator, or neither.",
    );
  }
  if (!email) {
    throw new ConfigError(
      "DEMO_ADMIN_PASSWORD is set but DEMO_ADMIN_EMAIL is not. Set both to seed an administrator, or neither.",
    );
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new ConfigError(
      `DEMO_ADMIN_EMAIL "${email}" is not an email address, e.g. admin@example.com.`,
    );
  }
  if (password.length < SEED_ADMIN_PASSWORD_MIN) {
    throw new ConfigError(
      `DEMO_ADMIN_PASSWORD is too short: use at least ${SEED_ADMIN_PASSWORD_MIN} characters.`,
    );
  }
  if (password.length > SEED_ADMIN_PASSWORD_MAX) {
    throw new ConfigError(
      `DEMO_ADMIN_PASSWORD is too long: use at most ${SEED_ADMIN_PASSWORD_MAX} characters.`,
    );
  }
  return { email: email.toLowerCase(), password };
}
