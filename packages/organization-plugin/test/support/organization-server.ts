import type { AuthOptions } from "@tollgate/auth-server";
// The core's test databases: SQLite always, PostgreSQL and MySQL when their URLs are set.
import {
  CookieCarrier,
  createTestAuth,
  serverPerBlock,
  type TestDatabase,
  type TestDatabaseTarget,
  testDatabases,
} from "@tollgate/auth-server/testing";
import { afterAll, beforeAll } from "vitest";
import { organization } from "../../src/index";
import type { OrganizationOptions } from "../../src/options";

export { type TestDatabase, testDatabases };

export interface ErrorBody {
  code: string;
  message: string;
  field?: string;
}

export interface OrganizationBody {
  id: string;
  name: string;
  slug: string;
  logo?: string | null;
  metadata?: Record<string, unknown> | null;
}

export interface MemberBody {
  id: string;
  organizationId: string;
  userId: string;
  role: string;
}

/** A test database as the server's `database` option. */
const databaseOption = (database: TestDatabase): AuthOptions["database"] => ({
  db: database.db,
  type: database.dialect,
});

/** The core's options a test may set beside the plugin (the session's cookie cache, …). */
export type CoreOptions = Pick<AuthOptions, "session" | "user" | "rateLimit">;

export const serverWithOrganizations = (
  options: OrganizationOptions = {},
  database?: TestDatabase,
  core: CoreOptions = {},
) =>
  createTestAuth({
    ...core,
    plugins: [organization(options)],
    ...(database ? { database: databaseOption(database) } : {}),
  });

export type OrganizationServer = Awaited<ReturnType<typeof serverWithOrganizations>>;

/**
 * One server per database target for a whole describe block (migrating PostgreSQL or MySQL
 * for every test would be slow); tests keep apart by using fresh users and slugs.
 */
export function serverOn(
  target: TestDatabaseTarget,
  options: OrganizationOptions = {},
  core: CoreOptions = {},
) {
  return serverPerBlock({ beforeAll, afterAll }, target, (database) =>
    serverWithOrganizations(options, database, core),
  );
}

let sequence = 0;
export const uniqueSlug = (prefix = "org") =>
  `${prefix}-${++sequence}-${crypto.randomUUID().slice(0, 8)}`;

/** A signed-up user and its browser. */
export async function newUser(server: OrganizationServer, cookies = new CookieCarrier()) {
  const email = `member-${crypto.randomUUID()}@example.com`;
  const { user } = await server.signUp({ email }, cookies);
  return { user, cookies, email };
}

/**
 * Marks a user's email verified in the database (following the verification link is the core's,
 * tested there): an invitee must be verified to answer, see or list invitations.
 */
export async function markEmailVerified(server: Pick<OrganizationServer, "auth">, userId: string) {
  const { internalAdapter } = await server.auth.$context;
  await internalAdapter.updateUser(userId, { emailVerified: true });
}

/** A signed-up user whose email is verified. */
export async function verifiedUser(server: OrganizationServer, cookies = new CookieCarrier()) {
  const created = await newUser(server, cookies);
  await markEmailVerified(server, created.user.id);
  return created;
}

/** A user who created an organization (and so owns it and has it active). */
export async function ownerWithOrganization(server: OrganizationServer, name = "Acme") {
  const owner = await newUser(server);
  const slug = uniqueSlug();
  const { status, data } = await server.json<OrganizationBody & { members: MemberBody[] }>(
    "/organization/create",
    { body: { name, slug }, cookies: owner.cookies },
  );
  if (status !== 200) throw new Error(`create failed: ${status} ${JSON.stringify(data)}`);
  return { owner, organization: data, slug };
}

/** Adds a user to an organization through the server-only add-member. */
export async function addedMember(
  server: OrganizationServer,
  organizationId: string,
  role: string,
) {
  const member = await newUser(server);
  const record = await server.auth.api.addMember({
    body: { userId: member.user.id, organizationId, role },
  });
  return { ...member, member: record };
}
