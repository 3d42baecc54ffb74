import { createAuthEndpoint } from "@tollgate/auth-server";
import { z } from "zod";
import { countTeams, findTeamById } from "../adapter";
import { requireSessionForOrganization } from "../caller-session";
import { ORGANIZATION_SUCCESS_MESSAGES } from "../error-codes";
import { requireAllowedMember, targetOrganizationId } from "../membership";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";

const removeTeamAnswer = z.strictObject({
  message: z.literal(ORGANIZATION_SUCCESS_MESSAGES.TEAM_REMOVED_SUCCESSFULLY),
});

export type RemoveTeamEndpoint = ReturnType<typeof createRemoveTeam>;

/**
 * POST /organization/remove-team {teamId, organizationId?} → {message: 'Team removed
 * successfully'}. Needs team:delete; the last team stays unless teams.allowRemovingAllTeams.
 * Its members leave the team (their teamMember rows go) and sessions with it active lose it, in
 * one transaction.
 */
export function createRemoveTeam(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/remove-team",
    {
      method: "POST",
      body: z.object({ teamId: z.string().min(1), organizationId: z.string().optional() }),
      metadata: {
        openapi: { summary: "Delete a team; its members stay in the organization" },
        responseSchema: removeTeamAnswer,
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireSessionForOrganization(ctx, body.organizationId);
      const organizationId = targetOrganizationId(session, body.organizationId);
      await requireAllowedMember(context, options, {
        organizationId,
        userId: session.user.id,
        permissions: { team: ["delete"] },
        denied: "YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION",
        notMember: "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM",
      });
      const team = await findTeamById(context.adapter, body.teamId);
      if (!team || team.organizationId !== organizationId)
        throw organizationError("BAD_REQUEST", "TEAM_NOT_FOUND");
      if (
        !options.allowRemovingAllTeams &&
        (await countTeams(context.adapter, organizationId)) <= 1
      )
        throw organizationError("BAD_REQUEST", "UNABLE_TO_REMOVE_LAST_TEAM");
      await context.internalAdapter.transaction(async (trx) => {
        await trx.updateRecords("member", [{ field: "teamId", value: team.id }], { teamId: null });
        await trx.deleteRecords("teamMember", [{ field: "teamId", value: team.id }]);
        await trx.updateRecords("session", [{ field: "activeTeamId", value: team.id }], {
          activeTeamId: null,
        });
        await trx.deleteRecords("team", [{ field: "id", value: team.id }]);
      });
      return { message: ORGANIZATION_SUCCESS_MESSAGES.TEAM_REMOVED_SUCCESSFULLY };
    },
  );
}
