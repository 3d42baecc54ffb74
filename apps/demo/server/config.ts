import { resolve } from "node:path";
import { type BillingSetting, readBilling } from "./billing-config";
import { type CaptchaSetting, readCaptcha } from "./captcha-config";
import { ConfigError } from "./config-error";
import { type DatabaseLocation, parseDatabaseUrl } from "./database-url";
import { readSeedAdmin, type SeedAdminSetting } from "./seed-admin-config";
import { readSocialProviders, type SocialProviderSetting } from "./social-providers-config";

export { ConfigError };

export type MailTransport = { kind: "smtp"; url: string; from: string } | { kind: "dev-mailbox" };

export interface DemoConfig {
  production: boolean;
  /** Serve the front end through Vite's middleware (hot reload) instead of the built files. */
  viteDevServer: boolean;
  port: number;
  host: string;
  baseURL: string;
  /** Undefined outside production: the library then uses its development secret and warns. */
  authSecret: string | undefined;
  database: DatabaseLocation;
  mail: MailTransport;
  /** The dev mailbox is readable at /dev/mail and /api/dev/mail. */
  devMailbox: boolean;
  trustedOrigins: string[];
  /** Cookie names carry the port, so demos on one host but different ports keep apart. */
  cookiePrefix: string;
  /** Social providers switched on by <PROVIDER>_CLIENT_ID and <PROVIDER>_CLIENT_SECRET. */
  socialProviders: SocialProviderSetting[];
  /** The local OpenID Connect provider at /dev-oidc: on in development, or with DEV_OIDC=1. */
  devOidc: boolean;
  /** The administrator from DEMO_ADMIN_EMAIL and DEMO_ADMIN_PASSWORD, made or promoted on start. */
  seedAdmin: SeedAdminSetting | null;
  /** A captcha on sign-up, sign-in and mail-sending endpoints (CAPTCHA_PROVIDER and its keys). */
  captcha: CaptchaSetting | null;
  /**
   * Payments: the real platform with POLAR_ACCESS_TOKEN and POLAR_WEBHOOK_SECRET, else the local
   * stand-in at /dev-platform in development (or with DEV_PLATFORM=1); null: no billing.
   */
  billing: BillingSetting | null;
}

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = "localhost";

type Env = Readonly<Record<string, string | undefined>>;

/** The demo's configuration from environment variables (documented in .env.example). */
export function readConfig(
  env: Env,
  options: { appRoot: string; cwd: string; viteDevServer?: boolean },
): DemoConfig {
  const production = env.NODE_ENV === "production";
  const port = readPort(env.PORT);
  const host = env.HOST?.trim() || DEFAULT_HOST;
  const baseURL = readBaseURL(env.BASE_URL, host, port);
  const authSecret = env.AUTH_SECRET?.trim() || undefined;
  if (production && !authSecret) {
    throw new ConfigError(
      "AUTH_SECRET is not set. In production the demo needs a secret of at least 32 characters to sign sessions; generate one with `openssl rand -base64 32`.",
    );
  }
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const devMailboxAsked = env.DEV_MAILBOX === "1" || env.DEV_MAILBOX === "true";
  if (production && !smtpUrl && !devMailboxAsked) {
    throw new ConfigError(
      "SMTP_URL is not set. In production mail must go out through SMTP (SMTP_URL=smtp://user:pass@host:587); to keep mail in the built-in dev mailbox instead, set DEV_MAILBOX=1 explicitly.",
    );
  }
  const mail: MailTransport = smtpUrl
    ? { kind: "smtp", url: smtpUrl, from: env.MAIL_FROM?.trim() || defaultSender(baseURL) }
    : { kind: "dev-mailbox" };
  return {
    production,
    viteDevServer: options.viteDevServer ?? false,
    port,
    host,
    baseURL,
    authSecret,
    database: parseDatabaseUrl(env.DATABASE_URL, {
      sqlitePath: resolve(options.appRoot, "data", "demo.db"),
      cwd: options.cwd,
    }),
    mail,
    devMailbox: !smtpUrl || devMailboxAsked,
    trustedOrigins: readList(env.TRUSTED_ORIGINS),
    cookiePrefix: `tollgate-demo-${port}`,
    socialProviders: readSocialProviders(env),
    devOidc: readDevOidc(env, production, host, baseURL),
    seedAdmin: readSeedAdmin(env),
    captcha: readCaptcha(env),
    billing: readBilling(env, production),
  };
}

function readPort(value: string | undefined): number {
  if (!value?.trim()) return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT "${value}" is not a port number (0–65535).`);
  }
  return port;
}

function readBaseURL(value: string | undefined, host: string, port: number): string {
  const fallback = `http://${publicHostName(host)}:${port}`;
  const raw = value?.trim() || fallback;
  try {
    return new URL(raw).origin;
  } catch {
    throw new ConfigError(`BASE_URL "${raw}" is not a URL, e.g. https://demo.example.com`);
  }
}

/** A wildcard listen address is reached through localhost from the same machine. */
function publicHostName(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}

function defaultSender(baseURL: string): string {
  return `Tollgate Demo <no-reply@${new URL(baseURL).hostname}>`;
}

function readList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);
const isLoopback = (host: string) => LOOPBACK_HOSTS.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * The local OpenID Connect provider lets whoever opens it sign in as any address, existing
 * accounts included: a development tool, kept to this machine. It runs only when the server
 * listens on a loopback interface and its public address is one too — by default in
 * development, with DEV_OIDC=1 in production; DEV_OIDC=1 anywhere else stops the server.
 */
function readDevOidc(env: Env, production: boolean, host: string, baseURL: string): boolean {
  const asked = env.DEV_OIDC === "1" || env.DEV_OIDC === "true";
  const local = isLoopback(host) && isLoopback(new URL(baseURL).hostname);
  if (asked && !local) {
    throw new ConfigError(
      `DEV_OIDC=1 needs HOST and BASE_URL on this machine (localhost, 127.0.0.1 or ::1; got HOST=${host}, BASE_URL=${baseURL}): the local OpenID Connect provider lets anyone sign in as any account.`,
    );
  }
  return local && (asked || !production);
}
