import { z } from "zod";
import { createAuthEndpoint } from "../api/create-auth-endpoint";
import { modelReference } from "../open-api/model-reference";
import { cookieJarOf } from "../session/cookie-jar";
import { toPublic } from "../session/public-fields";
import { resolveSession } from "../session/resolve-session";
import { sessionAnswerText } from "../session/session-answer-text";
import type { Session, User, WithExtraFields } from "../types/models";

/** Spec §5: these flags accept booleans or the string 'true'. */
const flag = z.union([z.boolean(), z.enum(["true", "false"])]).optional();
const isOn = (value: boolean | "true" | "false" | undefined) => value === true || value === "true";

const getSessionQuery = z.object({ disableCookieCache: flag, disableRefresh: flag }).optional();

/** The caller's session and user, or null when the request carries no live session. */
const getSessionAnswer = z
  .object({ session: modelReference("session"), user: modelReference("user") })
  .nullable();

/** GET /get-session → { session, user } or null. */
export const getSession = createAuthEndpoint(
  "/get-session",
  {
    method: "GET",
    query: getSessionQuery,
    metadata: {
      openapi: { summary: "The caller's session and user, or null" },
      responseSchema: getSessionAnswer,
      errorCodes: ["FAILED_TO_GET_SESSION"],
    },
  },
  async (
    ctx,
  ): Promise<{ session: WithExtraFields<Session>; user: WithExtraFields<User> } | null> => {
    const { context } = ctx;
    const found = await resolveSession(context, cookieJarOf(ctx), {
      disableCookieCache: isOn(ctx.query?.disableCookieCache),
      disableRefresh: isOn(ctx.query?.disableRefresh),
    });
    if (!found) return null;
    context.currentSession = found;
    const answer = {
      session: toPublic(context, "session", found.session),
      user: toPublic(context, "user", found.user),
    };
    context.jsonTextOf = (value) =>
      value === answer ? sessionAnswerText(context, found.session.token, answer) : undefined;
    return answer;
  },
);
