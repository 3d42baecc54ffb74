import {
  CREDENTIAL_PROVIDER_ID,
  createAuthEndpoint,
  getCurrentSession,
  type NewRecord,
  type RequestContext,
  type Row,
  requireSession,
} from "@tollgate/auth-server";
import { z } from "zod";
import { assertPermission } from "../access/require-permission";
import { adminError } from "../admin-error";
import { emitAdminEvent } from "../admin-events";
import type { ResolvedAdminOptions } from "../options";
import { changedUserAnswer } from "./answers";
import { validEmail } from "./email-input";
import { checkPasswordLength } from "./password-length";
import { storedRole } from "./role-input";
import { type AdminUser, foundTargetUser, publicUser } from "./target-user";

export const createUserBody = z.object({
  email: z.string(),
  /** Without one, the user has no password (social or magic-link sign-in only). */
  password: z.string().optional(),
  name: z.string(),
  role: z.union([z.string(), z.array(z.string())]).optional(),
  /** Other fields of the user, additional fields included. */
  data: z.record(z.string(), z.unknown()).optional(),
});

export type CreateUserEndpoint = ReturnType<typeof createCreateUser>;

const BAN_FIELDS = ["banned", "banReason", "banExpires"];

/**
 * POST /admin/create-user {email, password?, name, role?, data?} → {user}. Over HTTP (or with
 * headers) the caller needs user:create, and set-role for a role, ban for ban fields; a server
 * call without headers (auth.api, a seed script) needs no session.
 */
export function createCreateUser(options: ResolvedAdminOptions) {
  return createAuthEndpoint(
    "/admin/create-user",
    {
      method: "POST",
      body: createUserBody,
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Create a user, with a password or without one" },
        responseSchema: changedUserAnswer,
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const fromCaller = ctx.request !== undefined || ctx.headers !== undefined;
      const session = fromCaller
        ? await requireSession(ctx, { disableCookieCache: true })
        : await getCurrentSession(ctx, { disableCookieCache: true });
      if (session) assertPermission(session, options, { user: ["create"] });

      const { role: dataRole, ...fields } = body.data ?? {};
      const requestedRole = body.role ?? dataRole;
      if (requestedRole !== undefined && session)
        assertPermission(session, options, { user: ["set-role"] });
      // An empty role list stores the default role, as a missing one does.
      const role =
        requestedRole === undefined
          ? options.defaultRole
          : storedRole(requestedRole, options) || options.defaultRole;
      if (session && BAN_FIELDS.some((field) => Object.hasOwn(fields, field)))
        assertPermission(session, options, { user: ["ban"] });

      const email = validEmail(body.email);
      if (body.password !== undefined) checkPasswordLength(context, body.password, "password");
      if (await context.internalAdapter.findUserByEmail(email))
        throw adminError("BAD_REQUEST", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL");

      const hash =
        body.password === undefined ? undefined : await context.password.hash(body.password);
      const records = newUserRecords({ ...fields, email, name: body.name, role }, hash);
      const user = await writeNewUser(context, records, role);
      return { user: publicUser(context, user) };
    },
  );
}

/** The user and, with a password, their credential account: records of one createRecords. */
function newUserRecords(user: Row, passwordHash: string | undefined): NewRecord[] {
  if (passwordHash === undefined) return [{ model: "user", data: user }];
  const credential = ([created]: readonly Row[]): Row => ({
    userId: created?.id,
    providerId: CREDENTIAL_PROVIDER_ID,
    accountId: created?.id,
    password: passwordHash,
  });
  return [
    { model: "user", data: user },
    { model: "account", data: credential },
  ];
}

/**
 * Writes the new user (and account) together: one statement on PostgreSQL. With a plugin
 * listening to security events (the audit log), a transaction holds them and the event.
 */
async function writeNewUser(
  context: RequestContext,
  records: NewRecord[],
  role: string,
): Promise<AdminUser> {
  if (context.securityEventListeners.length === 0)
    return foundTargetUser((await context.internalAdapter.createRecords(records))[0]);
  return context.internalAdapter.transaction(async (trx) => {
    const user = foundTargetUser((await trx.createRecords(records))[0]);
    const change = { change: trx, payload: { role } };
    await emitAdminEvent(context, "admin.user-created", user.id, change);
    return user;
  });
}
