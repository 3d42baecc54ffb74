import { createAuthEndpoint, getCurrentSession, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import { assertPermission } from "../access/require-permission";
import { adminError } from "../admin-error";
import { emitAdminEvent } from "../admin-events";
import type { ResolvedAdminOptions } from "../options";
import { changedUserAnswer } from "./answers";
import { checkPasswordLength } from "./password-length";
import { storedRole } from "./role-input";
import { publicUser } from "./target-user";

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
      const role =
        requestedRole === undefined ? options.defaultRole : storedRole(requestedRole, options);
      if (session && BAN_FIELDS.some((field) => Object.hasOwn(fields, field)))
        assertPermission(session, options, { user: ["ban"] });

      const email = body.email.toLowerCase();
      if (!z.email().safeParse(email).success)
        throw adminError("BAD_REQUEST", "INVALID_EMAIL", { field: "email" });
      if (body.password !== undefined) checkPasswordLength(context, body.password, "password");
      if (await context.internalAdapter.findUserByEmail(email))
        throw adminError("BAD_REQUEST", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL");

      const hash =
        body.password === undefined ? undefined : await context.password.hash(body.password);
      const user = await context.internalAdapter.transaction(async (trx) => {
        const created = await trx.createUser({ ...fields, email, name: body.name, role });
        if (hash !== undefined) await trx.setCredentialPassword(created.id, hash);
        const change = { change: trx, payload: { role } };
        await emitAdminEvent(context, "admin.user-created", created.id, change);
        return created;
      });
      return { user: publicUser(context, user) };
    },
  );
}
