import { z } from "zod";
import { createAuthEndpoint } from "../api/create-auth-endpoint";
import { modelReference } from "../open-api/model-reference";
import { toPublic } from "../session/public-fields";
import { requireSession } from "../session/session-guards";

/** GET /list-sessions → the caller's unexpired sessions, newest first. */
export const listSessions = createAuthEndpoint(
  "/list-sessions",
  {
    method: "GET",
    metadata: {
      openapi: { summary: "The caller's unexpired sessions, newest first" },
      responseSchema: z.array(modelReference("session")),
      errorCodes: ["NOT_AUTHENTICATED", "FAILED_TO_GET_SESSION"],
    },
  },
  async (ctx) => {
    const { user } = await requireSession(ctx);
    const sessions = await ctx.context.internalAdapter.listSessions(user.id);
    return sessions.map((session) => toPublic(ctx.context, "session", session));
  },
);
