import type { AuthOptions, AuthPlugin } from "@tollgate/auth-server";
import {
  type CookieCarrier,
  createTestAuth,
  memoryDatabase,
  type TestDatabase,
} from "@tollgate/auth-server/testing";
import { type AdminOptions, admin } from "../../src/index";

export const PASSWORD = "correct horse battery";
export const ADMIN_EMAIL = "admin@example.com";

export interface ErrorBody {
  code: string;
  message: string;
}

export interface UserBody {
  id: string;
  email: string;
  name: string;
  role: string;
  banned: boolean | null;
  banReason: string | null;
  banExpires: string | null;
}

/**
 * A server with the admin plugin (and any `plugins` after it), on `database` or in-memory
 * SQLite, with an admin created through auth.api.createUser (a server call: no session needed)
 * and signed in: `adminBrowser` carries their session.
 */
export async function adminServer(
  setup: {
    options?: AdminOptions;
    /** A test database (testDatabases() of @tollgate/auth-server/testing): `{ db, type }`. */
    database?: AuthOptions["database"];
    plugins?: AuthPlugin[];
    adminEmail?: string;
    session?: AuthOptions["session"];
    secondaryStorage?: AuthOptions["secondaryStorage"];
  } = {},
) {
  const adminEmail = setup.adminEmail ?? ADMIN_EMAIL;
  const t = await createTestAuth({
    plugins: [admin(setup.options), ...(setup.plugins ?? [])],
    database: setup.database ?? memoryDatabase(),
    ...(setup.session ? { session: setup.session } : {}),
    ...(setup.secondaryStorage ? { secondaryStorage: setup.secondaryStorage } : {}),
  });
  const created = await t.auth.api.createUser({
    body: { email: adminEmail, password: PASSWORD, name: "Admin", role: "admin" },
  });
  const adminBrowser = t.newBrowser();
  const signIn = await t.signIn({ email: adminEmail, password: PASSWORD }, adminBrowser);
  if (!signIn.response.ok) throw new Error(`admin sign-in failed: ${signIn.response.status}`);

  /** A user signed up with a password; `browser` carries their session. */
  async function user(email: string, name = email.split("@")[0] ?? email) {
    const signUp = await t.signUp({ email, name, password: PASSWORD });
    return { id: signUp.user.id, email, browser: signUp.cookies };
  }

  /** POSTs `body` to an /admin path as `browser` (the admin by default). */
  const post = <T>(path: string, body: unknown, browser: CookieCarrier | null = adminBrowser) =>
    t.json<T>(path, { method: "POST", body, cookies: browser });

  return { t, admin: created.user, adminBrowser, user, post };
}

/** A test database as the `database` option. */
export function databaseOption(database: TestDatabase): AuthOptions["database"] {
  return { db: database.db, type: database.dialect };
}
