import { type AdminOptions, permissionRefusal } from "@tollgate/admin-plugin";
import {
  catalogueError,
  createAuthEndpoint,
  type RequestContext,
  requireScope,
  requireSession,
} from "@tollgate/auth-server";
import { z } from "zod";
import { AUDIT_LOG_ERROR_CODES } from "../error-codes";
import type { ResolvedAuditLogOptions } from "../options";
import { answerEvents, eventPageSchema, jsonLines, requireStorage } from "./event-answer";
import { filterQuery, filterWhere } from "./event-query";

export type ListAdminEventsEndpoint = ReturnType<typeof createListAdminEvents>;

/** The admin plugin's options as the app gave them (its roles, adminUserIds, defaultRole). */
function adminOptionsOf(context: RequestContext): AdminOptions {
  const admin = context.plugins.find((plugin) => plugin.id === "admin");
  const options = admin?.options;
  // The admin plugin keeps the options it was given here (AuthPlugin.options is unknown).
  return typeof options === "object" && options !== null ? (options as AdminOptions) : {};
}

/**
 * GET /admin/list-audit-events?userId&type&organizationId&outcome&from&to&limit&offset&format →
 * every event matching the filters, newest first. Allowed to whoever the admin plugin's access
 * contract lets do `adminPermission` (by default `{ user: ["list"], session: ["list"] }`: the
 * admin role, adminUserIds); a credential's session must hold the permission in its scope too.
 */
export function createListAdminEvents(options: ResolvedAuditLogOptions) {
  return createAuthEndpoint(
    "/admin/list-audit-events",
    {
      method: "GET",
      query: filterQuery.extend({ organizationId: z.string().min(1).optional() }),
      metadata: {
        openapi: { summary: "List security events (admins), filtered and newest first" },
        responseSchema: eventPageSchema,
        errorCodes: [
          "YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS",
          "INVALID_TIME_RANGE",
          "AUDIT_EVENTS_ARE_NOT_STORED",
        ],
      },
    },
    async (ctx) => {
      requireStorage(options);
      const { user } = await requireSession(ctx, { disableCookieCache: true });
      const admin = adminOptionsOf(ctx.context);
      const role = typeof user.role === "string" ? user.role : undefined;
      const refusal = permissionRefusal({ userId: user.id, role }, options.adminPermission, {
        roles: admin.roles,
        adminUserIds: admin.adminUserIds,
        defaultRole: admin.defaultRole,
      });
      if (refusal !== null)
        throw catalogueError(
          AUDIT_LOG_ERROR_CODES,
          "FORBIDDEN",
          "YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS",
        );
      requireScope(ctx.context, options.adminPermission);
      const where = filterWhere(ctx.query, ctx.query.organizationId);
      const page = await answerEvents(ctx.context, where, ctx.query);
      return ctx.query.format === "jsonl" ? jsonLines(page) : page;
    },
  );
}
