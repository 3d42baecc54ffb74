import { createAuthEndpoint, modelReference, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import { requireMemberRow } from "../member-read";
import { organizationError } from "../organization-error";
import type { TeamMemberRow } from "../team-membership";
import { type TeamWithCallerMember, teamWithCallerRead } from "../team-read";

export type ListTeamMembersEndpoint = ReturnType<typeof createListTeamMembers>;

/**
 * GET /organization/list-team-members ?teamId → the team's teamMember rows, oldest first. The
 * session's active team when teamId is left out. For members of the team's organization.
 */
export function createListTeamMembers() {
  return createAuthEndpoint(
    "/organization/list-team-members",
    {
      method: "GET",
      query: z.object({ teamId: z.string().min(1).optional() }).optional(),
      metadata: {
        openapi: { summary: "The members of a team" },
        responseSchema: z.array(modelReference("teamMember")),
      },
    },
    async (ctx) => {
      const { context, query } = ctx;
      const session = await requireSession(ctx, { disableCookieCache: !query?.teamId });
      const active = session.session.activeTeamId;
      const teamId = query?.teamId ?? (typeof active === "string" ? active : null);
      if (!teamId)
        throw organizationError("BAD_REQUEST", "YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM", "teamId");
      // The team, the caller's membership of its organization and the team's members: one read.
      const [team, teamMembers] = await context.adapter.readAll([
        teamWithCallerRead(teamId, session.user.id),
        {
          find: {
            model: "teamMember",
            where: [{ field: "teamId", value: teamId }],
            sortBy: { field: "createdAt", direction: "asc" },
          },
        },
      ]);
      if (!team) throw organizationError("BAD_REQUEST", "TEAM_NOT_FOUND", "teamId");
      // readAll answers rows of each read's model, with the joins asked.
      const { member } = team as TeamWithCallerMember;
      requireMemberRow(member, "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION");
      return teamMembers as TeamMemberRow[];
    },
  );
}
