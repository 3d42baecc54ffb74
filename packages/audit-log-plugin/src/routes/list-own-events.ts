import { createAuthEndpoint, requireSession } from "@tollgate/auth-server";
import type { ResolvedAuditLogOptions } from "../options";
import { answerEvents, eventPageSchema, jsonLines, requireStorage } from "./event-answer";
import { pageQuery } from "./event-query";

export type ListOwnEventsEndpoint = ReturnType<typeof createListOwnEvents>;

/**
 * GET /audit/list-events?limit&offset&format → the signed-in user's security activity, newest
 * first: what they did and what was done to them (an admin's ban, a failed sign-in to their
 * account).
 */
export function createListOwnEvents(options: ResolvedAuditLogOptions) {
  return createAuthEndpoint(
    "/audit/list-events",
    {
      method: "GET",
      query: pageQuery,
      metadata: {
        openapi: { summary: "List the signed-in user's security events, newest first" },
        responseSchema: eventPageSchema,
        errorCodes: ["AUDIT_EVENTS_ARE_NOT_STORED"],
      },
    },
    async (ctx) => {
      requireStorage(options);
      const { user } = await requireSession(ctx);
      const where = [
        { field: "actorId", value: user.id },
        { field: "subjectId", value: user.id, connector: "OR" as const },
      ];
      const page = await answerEvents(ctx.context, where, ctx.query);
      return ctx.query.format === "jsonl" ? jsonLines(page) : page;
    },
  );
}
