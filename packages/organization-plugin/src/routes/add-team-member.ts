import {
  createAuthEndpoint,
  modelReference,
  requireSession,
  UniqueConstraintError,
} from "@tollgate/auth-server";
import type { ResolvedOrganizationOptions } from "../options";
import { authorizeTeamMemberChange, teamMemberChangeBody } from "../team-member-change";
import { findTeamMember, type TeamMemberRow } from "../team-membership";

export type AddTeamMemberEndpoint = ReturnType<typeof createAddTeamMember>;

/**
 * POST /organization/add-team-member {teamId, userId, organizationId?} → the teamMember row
 * (the existing one when the user is already in the team). Needs team:update; the user must be
 * a member of the team's organization.
 */
export function createAddTeamMember(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/add-team-member",
    {
      method: "POST",
      body: teamMemberChangeBody,
      metadata: {
        openapi: { summary: "Add a member of the organization to one of its teams" },
        responseSchema: modelReference("teamMember"),
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireSession(ctx, { disableCookieCache: !body.organizationId });
      const { team, teamMember } = await authorizeTeamMemberChange(context, options, session, {
        ...body,
        denied: "YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM_MEMBER",
      });
      if (teamMember) return teamMember;
      const place = { teamId: team.id, userId: body.userId };
      return context.internalAdapter
        .createRecord<TeamMemberRow>("teamMember", place)
        .catch(async (error: unknown) => {
          // Added by a concurrent call since the read: answer that row, as when it was there.
          if (
            !(
              error instanceof UniqueConstraintError && error.isOn("teamMember", "teamId", "userId")
            )
          )
            throw error;
          const added = await findTeamMember(context.adapter, place.teamId, place.userId);
          if (!added) throw error;
          return added;
        });
    },
  );
}
