import { admin } from "@tollgate/admin-plugin";
import { apiKey } from "@tollgate/api-key-plugin";
import type { AuthOptions } from "@tollgate/auth-server";
import {
  createMailbox,
  createTestAuth,
  type Mailbox,
  serverPerBlock,
  type TestAuth,
  type TestDatabase,
  type TestDatabaseTarget,
} from "@tollgate/auth-server/testing";
import { organization } from "@tollgate/organization-plugin";
import { username } from "@tollgate/username-plugin";
import { afterAll, beforeAll } from "vitest";
import { auditLog } from "../../src/index";
import type { AuditLogOptions } from "../../src/options";
import type { AuditEventRow } from "../../src/schema";

export const PASSWORD = "correct horse battery";

/** A server with the audit log and the plugins whose events the tests check. */
export interface AuditServer extends TestAuth<AuthOptions> {
  mailbox: Mailbox;
}

export async function auditServer(
  database: TestDatabase | undefined,
  options: AuditLogOptions = {},
  core: Partial<AuthOptions> = {},
): Promise<AuditServer> {
  const mailbox = createMailbox();
  const t = await createTestAuth({
    ...(database ? { database: { db: database.db, type: database.dialect } } : {}),
    emailAndPassword: {
      enabled: true,
      sendResetPassword: mailbox.sender("reset-password"),
    },
    emailVerification: { sendVerificationEmail: mailbox.sender("verification") },
    user: {
      changeEmail: {
        enabled: true,
        sendChangeEmailVerification: mailbox.sender("change-email"),
      },
      deleteUser: { enabled: true },
    },
    plugins: [
      admin(),
      organization(),
      username(),
      apiKey({ enableSessionForAPIKeys: true }),
      auditLog(options),
    ],
    ...core,
  });
  return { ...t, mailbox };
}

/** One server per database for a describe block; tests keep apart by their own users. */
export function auditServerOn(
  target: TestDatabaseTarget,
  options: AuditLogOptions = {},
  core: Partial<AuthOptions> = {},
): () => AuditServer {
  return serverPerBlock({ beforeAll, afterAll }, target, (database) =>
    auditServer(database, options, core),
  );
}

/** Every stored event, oldest first. */
export async function storedEvents(t: AuditServer): Promise<AuditEventRow[]> {
  const { adapter } = await t.auth.$context;
  return adapter.findMany<AuditEventRow>({
    model: "auditEvent",
    sortBy: { field: "createdAt", direction: "asc" },
  });
}

/** The stored events about or by one user, oldest first. */
export async function eventsOf(t: AuditServer, userId: string): Promise<AuditEventRow[]> {
  return (await storedEvents(t)).filter(
    (row) => row.subjectId === userId || row.actorId === userId,
  );
}

export function payloadOf(row: AuditEventRow): Record<string, unknown> {
  return JSON.parse(row.payload) as Record<string, unknown>;
}

let counter = 0;
export function uniqueEmail(label: string): string {
  counter++;
  return `${label}-${counter}-${Date.now()}@example.com`;
}
