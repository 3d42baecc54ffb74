import { catalogueError, createAuthEndpoint, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import { findMemberRolesWithEvents } from "../adapter";
import { toAuditEvent } from "../audit-event";
import { AUDIT_LOG_ERROR_CODES } from "../error-codes";
import type { ResolvedAuditLogOptions } from "../options";
import { eventPageSchema, jsonLines, requireStorage } from "./event-answer";
import {
  filterQuery,
  filterWhere,
  invalidTimeRange,
  pageOf,
  timeRangeIsValid,
} from "./event-query";

export type ListOrganizationEventsEndpoint = ReturnType<typeof createListOrganizationEvents>;

const notAllowed = () =>
  catalogueError(AUDIT_LOG_ERROR_CODES, "FORBIDDEN", "YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS");

/**
 * GET /organization/list-audit-events?organizationId&userId&type&outcome&from&to&limit&offset&format
 * → the organization's events, newest first, for its members with one of `organizationRoles`
 * (owner and admin by default). Without organizationId, the session's active organization.
 */
export function createListOrganizationEvents(options: ResolvedAuditLogOptions) {
  return createAuthEndpoint(
    "/organization/list-audit-events",
    {
      method: "GET",
      query: filterQuery.extend({ organizationId: z.string().min(1).optional() }),
      metadata: {
        openapi: { summary: "List an organization's security events (its owners and admins)" },
        responseSchema: eventPageSchema,
        errorCodes: [
          "ORGANIZATION_ID_IS_REQUIRED",
          "YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS",
          "INVALID_TIME_RANGE",
          "AUDIT_EVENTS_ARE_NOT_STORED",
        ],
      },
    },
    async (ctx) => {
      requireStorage(options);
      const { session, user } = await requireSession(ctx, { disableCookieCache: true });
      const active = session.activeOrganizationId;
      const organizationId =
        ctx.query.organizationId ?? (typeof active === "string" && active ? active : undefined);
      if (!organizationId)
        throw catalogueError(AUDIT_LOG_ERROR_CODES, "BAD_REQUEST", "ORGANIZATION_ID_IS_REQUIRED", {
          field: "organizationId",
        });
      if (!ctx.context.schema.member) throw notAllowed();
      // The member's roles and the page in one read; with an invalid time range only the roles,
      // so that a refusal still wins over INVALID_TIME_RANGE.
      const events = timeRangeIsValid(ctx.query)
        ? { where: filterWhere(ctx.query, organizationId), page: pageOf(ctx.query) }
        : null;
      const { roles, page } = await findMemberRolesWithEvents(
        ctx.context.adapter,
        organizationId,
        user.id,
        events,
      );
      if (!roles?.some((role) => options.organizationRoles.includes(role))) throw notAllowed();
      if (!events || !page) throw invalidTimeRange();
      const answer = { events: page.rows.map(toAuditEvent), total: page.total, ...events.page };
      return ctx.query.format === "jsonl" ? jsonLines(answer) : answer;
    },
  );
}
