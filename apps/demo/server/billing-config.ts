import { ConfigError } from "./config-error";

/** Where the stand-in of the payments platform is mounted on the demo's own origin. */
export const DEV_PLATFORM_PATH = "/dev-platform";

export type PlatformServer = "sandbox" | "production";

/**
 * Billing through the payments platform:
 * - `dev-platform`: the demo's own stand-in at BASE_URL/dev-platform, with a token and a webhook
 *   secret made at each start (no account anywhere);
 * - `platform`: the real platform (Polar), with POLAR_ACCESS_TOKEN and POLAR_WEBHOOK_SECRET.
 */
export type BillingSetting =
  | { kind: "dev-platform"; accessToken: string; webhookSecret: string }
  | { kind: "platform"; server: PlatformServer; accessToken: string; webhookSecret: string };

type Env = Readonly<Record<string, string | undefined>>;

const SERVERS: readonly PlatformServer[] = ["sandbox", "production"];

/**
 * POLAR_ACCESS_TOKEN and POLAR_WEBHOOK_SECRET (both or neither; POLAR_SERVER sandbox, the
 * default, or production): the real platform. Without them, the stand-in in development (or
 * with DEV_PLATFORM=1), and no billing in production.
 */
export function readBilling(env: Env, production: boolean): BillingSetting | null {
  const accessToken = env.POLAR_ACCESS_TOKEN?.trim() ?? "";
  const webhookSecret = env.POLAR_WEBHOOK_SECRET?.trim() ?? "";
  const serverName = env.POLAR_SERVER?.trim() ?? "";
  if (accessToken || webhookSecret) {
    const missing = [
      !accessToken && "POLAR_ACCESS_TOKEN",
      !webhookSecret && "POLAR_WEBHOOK_SECRET",
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(
        `${missing.join(" and ")} is not set: the payments platform needs both POLAR_ACCESS_TOKEN and POLAR_WEBHOOK_SECRET (or neither, for the local stand-in).`,
      );
    }
    const server = serverName ? SERVERS.find((candidate) => candidate === serverName) : "sandbox";
    if (!server) {
      throw new ConfigError(`POLAR_SERVER must be sandbox or production (got "${serverName}").`);
    }
    return { kind: "platform", server, accessToken, webhookSecret };
  }
  if (serverName) {
    throw new ConfigError(
      "POLAR_SERVER is set but POLAR_ACCESS_TOKEN and POLAR_WEBHOOK_SECRET are not: set them too, or unset POLAR_SERVER for the local stand-in.",
    );
  }
  const devPlatformAsked = env.DEV_PLATFORM === "1" || env.DEV_PLATFORM === "true";
  if (production && !devPlatformAsked) return null;
  return {
    kind: "dev-platform",
    accessToken: `polar_oat_dev_${randomHex(24)}`,
    webhookSecret: `polar_whs_dev_${randomHex(24)}`,
  };
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}
