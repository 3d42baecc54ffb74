import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import type { AuthOptions, AuthPlugin } from "@tollgate/auth-server";
import {
  CookieCarrier,
  createTestAuth,
  serverPerBlock,
  type TestDatabase,
  type TestDatabaseTarget,
} from "@tollgate/auth-server/testing";
import { afterAll, beforeAll } from "vitest";
import { twoFactor } from "../../src/index";
import type { TwoFactorOptions } from "../../src/options";

export interface ErrorBody {
  code: string;
  message: string;
  retryAfter?: number;
}

/** The OTPs the app's sender was asked to deliver, by email. */
export type Outbox = Map<string, string[]>;

/** The core's options a test may set beside the plugin. */
export type CoreOptions = Partial<
  Pick<
    AuthOptions,
    | "session"
    | "rateLimit"
    | "secret"
    | "account"
    | "emailVerification"
    | "secondaryStorage"
    | "database"
    | "databaseHooks"
  >
> & {
  plugins?: AuthPlugin[];
};

/** A test database as the server's `database` option. */
const databaseOption = (database: TestDatabase): AuthOptions["database"] => ({
  db: database.db,
  type: database.dialect,
});

export async function serverWithTwoFactor(
  options: TwoFactorOptions = {},
  database?: TestDatabase,
  core: CoreOptions = {},
) {
  const outbox: Outbox = new Map();
  const { plugins = [], database: given, ...rest } = core;
  const t = await createTestAuth({
    ...rest,
    ...(given ? { database: given } : {}),
    plugins: [
      twoFactor({
        otpOptions: {
          sendOTP: ({ user, otp }) => {
            outbox.set(user.email, [...(outbox.get(user.email) ?? []), otp]);
          },
        },
        ...options,
      }),
      ...plugins,
    ],
    ...(database ? { database: databaseOption(database) } : {}),
  });
  const lastOtp = (email: string) => {
    const otp = outbox.get(email)?.at(-1);
    if (!otp) throw new Error(`no code was sent to ${email}`);
    return otp;
  };
  return Object.assign(t, { outbox, lastOtp });
}

export type TwoFactorServer = Awaited<ReturnType<typeof serverWithTwoFactor>>;

/** One server per database target for a describe block; tests keep apart by fresh users. */
export function serverOn(
  target: TestDatabaseTarget,
  options: TwoFactorOptions = {},
  core: CoreOptions = {},
) {
  return serverPerBlock({ beforeAll, afterAll }, target, (database) =>
    serverWithTwoFactor(options, database, core),
  );
}

export const PASSWORD = "correct horse battery";

/** The key inside an otpauth:// URI. */
export function keyOf(totpURI: string): Uint8Array {
  const secret = new URL(totpURI).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${totpURI}`);
  return decodeBase32IgnorePadding(secret);
}

/**
 * An authenticator app: the code of the step `offset` steps from now. Codes of a step are
 * accepted once, so a test that verifies several times uses the next step each time
 * (one step ahead is inside the ±1 window).
 */
export function authenticator(key: Uint8Array, period = 30) {
  let offset = -1;
  return {
    key,
    /** The code of a step later than every code given so far (at most one ahead of now). */
    next(): string {
      offset = Math.min(offset + 1, 1);
      return this.at(offset);
    },
    at(stepOffset: number): string {
      const step = Math.floor(Date.now() / (period * 1000)) + stepOffset;
      return generateHOTP(key, BigInt(step), 6);
    },
  };
}

/** A signed-up user and its browser. */
export async function newUser(server: TwoFactorServer, cookies = new CookieCarrier()) {
  const email = `tf-${crypto.randomUUID()}@example.com`;
  const { user } = await server.signUp({ email, password: PASSWORD }, cookies);
  return { user, cookies, email };
}

/** A user with an authenticator app set up (two-factor on), signed in in `cookies`. */
export async function userWithTotp(server: TwoFactorServer) {
  const created = await newUser(server);
  const enabled = await server.json<{ totpURI: string; backupCodes: string[] }>(
    "/two-factor/enable",
    { body: { password: PASSWORD }, cookies: created.cookies },
  );
  if (enabled.status !== 200) throw new Error(`enable: ${JSON.stringify(enabled.data)}`);
  const app = authenticator(keyOf(enabled.data.totpURI));
  const confirmed = await server.json("/two-factor/verify-totp", {
    body: { code: app.next() },
    cookies: created.cookies,
  });
  if (confirmed.status !== 200) throw new Error(`confirm: ${JSON.stringify(confirmed.data)}`);
  return { ...created, app, backupCodes: enabled.data.backupCodes };
}

/** A password sign-in from a new browser; with two-factor on it answers twoFactorRedirect. */
export async function signInFresh(
  server: TwoFactorServer,
  email: string,
  body: Record<string, unknown> = {},
) {
  const cookies = server.newBrowser();
  const answer = await server.json<{
    twoFactorRedirect?: boolean;
    twoFactorMethods?: string[];
    token?: string;
  }>("/sign-in/email", {
    body: { email, password: PASSWORD, ...body },
    cookies,
    skipAnswerCheck: true,
  });
  return { ...answer, cookies };
}

/** How many sessions the user has in the database. */
export async function sessionCount(server: TwoFactorServer, userId: string) {
  const { adapter } = await server.auth.$context;
  return adapter.count({ model: "session", where: [{ field: "userId", value: userId }] });
}
