import { createAuthEndpoint, modelReference, toPublic } from "@tollgate/auth-server";
import { z } from "zod";
import { requirePermission } from "../access/require-permission";
import type { ResolvedAdminOptions } from "../options";
import type { AdminSession } from "./target-user";

const listUserSessionsAnswer = z.object({ sessions: z.array(modelReference("session")) });

export type ListUserSessionsEndpoint = ReturnType<typeof createListUserSessions>;

/** POST /admin/list-user-sessions {userId} → {sessions}: the unexpired ones, impersonations included. */
export function createListUserSessions(options: ResolvedAdminOptions) {
  return createAuthEndpoint(
    "/admin/list-user-sessions",
    {
      method: "POST",
      body: z.object({ userId: z.coerce.string() }),
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "The unexpired sessions of a user, impersonations included" },
        responseSchema: listUserSessionsAnswer,
      },
    },
    async (ctx) => {
      await requirePermission(ctx, options, { session: ["list"] });
      const sessions = await ctx.context.internalAdapter.listSessions(ctx.body.userId);
      return {
        sessions: sessions.map(
          (session): AdminSession => toPublic(ctx.context, "session", session),
        ),
      };
    },
  );
}
