import { createAuthEndpoint, modelReference, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import { asMember, memberRead, requireAllowedMemberRow, requireMemberRow } from "../member-read";
import { targetOrganizationId } from "../membership";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { teamsOf, teamsOfUserRead } from "../team-membership";

export type ListUserTeamsEndpoint = ReturnType<typeof createListUserTeams>;

/**
 * GET /organization/list-user-teams ?userId?&organizationId? → teams. Without parameters, the
 * caller's teams in every organization they are a member of; with organizationId, in that one.
 * Another user's teams (userId) are listed within the named, else active, organization and need
 * member:update there, as in Better Auth.
 */
export function createListUserTeams(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/list-user-teams",
    {
      method: "GET",
      query: z
        .object({ userId: z.string().optional(), organizationId: z.string().optional() })
        .optional(),
      metadata: {
        openapi: { summary: "The teams a user is in" },
        responseSchema: z.array(modelReference("team")),
      },
    },
    async (ctx) => {
      const { context, query } = ctx;
      const session = await requireSession(ctx, { disableCookieCache: true });
      const userId = query?.userId ?? session.user.id;
      if (userId !== session.user.id) {
        const organizationId = targetOrganizationId(session, query?.organizationId);
        // The caller's membership, the user's, and the user's teams: one read.
        const [caller, member, teamMembers] = await context.adapter.readAll([
          memberRead(organizationId, session.user.id),
          memberRead(organizationId, userId),
          teamsOfUserRead(userId),
        ]);
        requireAllowedMemberRow(context, options, asMember(caller), {
          permissions: { member: ["update"] },
          denied: "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER",
        });
        if (!member)
          throw organizationError(
            "BAD_REQUEST",
            "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
            "userId",
          );
        return teamsOf(teamMembers).filter((team) => team.organizationId === organizationId);
      }
      if (query?.organizationId) {
        const organizationId = query.organizationId;
        const [teamMembers, member] = await context.adapter.readAll([
          teamsOfUserRead(userId),
          memberRead(organizationId, userId),
        ]);
        requireMemberRow(asMember(member), "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION");
        return teamsOf(teamMembers).filter((team) => team.organizationId === organizationId);
      }
      // The caller's teams, kept only in organizations they are still a member of: one read.
      const [teamMembers, memberships] = await context.adapter.readAll([
        teamsOfUserRead(userId),
        { find: { model: "member", where: [{ field: "userId", value: userId }] } },
      ]);
      const memberOf = new Set(memberships.map((membership) => membership.organizationId));
      return teamsOf(teamMembers).filter((team) => memberOf.has(team.organizationId));
    },
  );
}
