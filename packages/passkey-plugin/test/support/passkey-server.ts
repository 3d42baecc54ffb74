import type { AuthOptions, AuthPlugin } from "@tollgate/auth-server";
import {
  CookieCarrier,
  createTestAuth,
  serverPerBlock,
  TEST_BASE_URL,
  type TestDatabase,
  type TestDatabaseTarget,
} from "@tollgate/auth-server/testing";
import { afterAll, beforeAll } from "vitest";
import { passkey } from "../../src/index";
import type { PasskeyOptions } from "../../src/options";
import {
  type CreationOptions,
  type RequestOptions,
  SoftwareAuthenticator,
} from "../../src/testing/software-authenticator";

export interface ErrorBody {
  code: string;
  message: string;
}

export const PASSWORD = "correct horse battery";
export const ORIGIN = new URL(TEST_BASE_URL).origin;

const databaseOption = (database: TestDatabase): AuthOptions["database"] => ({
  db: database.db,
  type: database.dialect,
});

export async function serverWithPasskeys(
  options: PasskeyOptions = {},
  database?: TestDatabase,
  plugins: AuthPlugin[] = [],
) {
  return createTestAuth({
    plugins: [passkey(options), ...plugins],
    ...(database ? { database: databaseOption(database) } : {}),
  });
}

export type PasskeyServer = Awaited<ReturnType<typeof serverWithPasskeys>>;

export function serverOn(
  target: TestDatabaseTarget,
  options: PasskeyOptions = {},
  plugins: AuthPlugin[] = [],
) {
  return serverPerBlock({ beforeAll, afterAll }, target, (database) =>
    serverWithPasskeys(options, database, plugins),
  );
}

export async function newUser(server: PasskeyServer, cookies = new CookieCarrier()) {
  const email = `pk-${crypto.randomUUID()}@example.com`;
  const { user } = await server.signUp({ email, password: PASSWORD }, cookies);
  return { user, cookies, email };
}

/** Registers a new software authenticator for the signed-in `cookies`; answers it and the passkey. */
export async function registerPasskey(
  server: PasskeyServer,
  cookies: CookieCarrier,
  name?: string,
  origin = ORIGIN,
) {
  const authenticator = await SoftwareAuthenticator.create();
  const options = await server.json<CreationOptions>("/passkey/generate-register-options", {
    cookies,
  });
  if (options.status !== 200) throw new Error(`options: ${JSON.stringify(options.data)}`);
  const response = await authenticator.register(options.data, origin);
  const verified = await server.json<{ id: string; name: string | null } & ErrorBody>(
    "/passkey/verify-registration",
    { body: { response, ...(name ? { name } : {}) }, cookies },
  );
  return { authenticator, verified };
}

/** A username-less sign-in from a new browser with `authenticator`. */
export async function signInWithPasskey(
  server: PasskeyServer,
  authenticator: SoftwareAuthenticator,
  assertion: Parameters<SoftwareAuthenticator["assert"]>[2] & { origin?: string } = {},
  cookies = server.newBrowser(),
) {
  const options = await server.json<RequestOptions>("/passkey/generate-authenticate-options", {
    cookies,
  });
  const response = await authenticator.assert(options.data, assertion.origin ?? ORIGIN, assertion);
  const answer = await server.json<
    { user: { id: string; email: string }; twoFactorRedirect?: boolean } & ErrorBody
  >("/passkey/verify-authentication", { body: { response }, cookies, skipAnswerCheck: true });
  return { ...answer, cookies, options: options.data, response };
}
