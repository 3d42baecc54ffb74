import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import type { TeamRow } from "../adapter";
import { requireStoredSession, updateCallerSession } from "../caller-session";
import { asMember, memberRead, requireMemberRow } from "../member-read";
import { targetOrganizationId } from "../membership";
import { organizationError } from "../organization-error";

export type SetActiveTeamEndpoint = ReturnType<typeof createSetActiveTeam>;

/**
 * POST /organization/set-active-team {teamId} → the team, now active on the caller's session
 * (a team of the active organization); `teamId: null` clears it (→ null).
 */
export function createSetActiveTeam() {
  return createAuthEndpoint(
    "/organization/set-active-team",
    {
      method: "POST",
      body: z.object({ teamId: z.string().min(1).nullable() }),
      metadata: {
        openapi: {
          summary: "Make a team of the active organization the session's active one, or clear it",
        },
        responseSchema: modelReference("team").nullable(),
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireStoredSession(ctx);
      if (body.teamId === null) {
        await updateCallerSession(ctx, session, { activeTeamId: null });
        return null;
      }
      const organizationId = targetOrganizationId(session, undefined);
      // The caller's membership of the active organization and the team: one read.
      const [member, team] = await context.adapter.readAll([
        memberRead(organizationId, session.user.id),
        { findOne: { model: "team", where: [{ field: "id", value: body.teamId }] } },
      ]);
      requireMemberRow(asMember(member));
      if (!team || team.organizationId !== organizationId)
        throw organizationError("BAD_REQUEST", "TEAM_NOT_FOUND");
      await updateCallerSession(ctx, session, { activeTeamId: body.teamId });
      // readAll answers a row of the team model.
      return team as TeamRow;
    },
  );
}
