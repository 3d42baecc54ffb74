import { createAuthEndpoint, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import { ORGANIZATION_SUCCESS_MESSAGES } from "../error-codes";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { authorizeTeamMemberChange, teamMemberChangeBody } from "../team-member-change";

const removeTeamMemberAnswer = z.strictObject({
  message: z.literal(ORGANIZATION_SUCCESS_MESSAGES.TEAM_MEMBER_REMOVED_SUCCESSFULLY),
});

export type RemoveTeamMemberEndpoint = ReturnType<typeof createRemoveTeamMember>;

/**
 * POST /organization/remove-team-member {teamId, userId, organizationId?} → {message: 'Team
 * member removed successfully.'}. Needs team:update; the user stays in the organization.
 */
export function createRemoveTeamMember(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/remove-team-member",
    {
      method: "POST",
      body: teamMemberChangeBody,
      metadata: {
        openapi: { summary: "Remove a user from a team" },
        responseSchema: removeTeamMemberAnswer,
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireSession(ctx, { disableCookieCache: !body.organizationId });
      const { teamMember } = await authorizeTeamMemberChange(context, options, session, {
        ...body,
        denied: "YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER",
      });
      if (!teamMember)
        throw organizationError("BAD_REQUEST", "USER_IS_NOT_A_MEMBER_OF_THE_TEAM", "userId");
      await context.internalAdapter.deleteRecords("teamMember", [
        { field: "id", value: teamMember.id },
      ]);
      return { message: ORGANIZATION_SUCCESS_MESSAGES.TEAM_MEMBER_REMOVED_SUCCESSFULLY };
    },
  );
}
