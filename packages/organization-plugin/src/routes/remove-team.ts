import { createAuthEndpoint } from "@tollgate/auth-server";
import { z } from "zod";
import { requireSessionForOrganization } from "../caller-session";
import { ORGANIZATION_SUCCESS_MESSAGES } from "../error-codes";
import { asMember, memberRead, requireAllowedMemberRow } from "../member-read";
import { targetOrganizationId } from "../membership";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { organizationRow } from "../team-name";

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
      // What the checks need (the caller's membership, the team) in one read, and the removal in
      // one batch of writes: one round trip each on PostgreSQL.
      const [member, team] = await context.adapter.readAll([
        memberRead(organizationId, session.user.id),
        { findOne: { model: "team", where: [{ field: "id", value: body.teamId }] } },
      ]);
      requireAllowedMemberRow(context, options, asMember(member), {
        permissions: { team: ["delete"] },
        denied: "YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION",
        notMember: "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM",
      });
      if (!team || team.organizationId !== organizationId)
        throw organizationError("BAD_REQUEST", "TEAM_NOT_FOUND");
      // The last team stays: removed only while another team of the organization exists, read
      // after locking the organization's row, so two removals of its last two teams at once
      // leave one (the same lock as create-team's).
      const anotherTeam = {
        model: "team",
        where: [
          { field: "organizationId", value: organizationId },
          { field: "id", operator: "ne" as const, value: team.id },
        ],
      };
      const ofTeam = [{ field: "teamId", value: team.id }];
      const removed = await context.internalAdapter.writeRecordsIf({
        ...(options.allowRemovingAllTeams
          ? { when: [] }
          : { lock: organizationRow(organizationId), when: [{ exists: anotherTeam }] }),
        writes: [
          { update: { model: "member", where: ofTeam, data: { teamId: null } } },
          { delete: { model: "teamMember", where: ofTeam } },
          {
            update: {
              model: "session",
              where: [{ field: "activeTeamId", value: team.id }],
              data: { activeTeamId: null },
            },
          },
          { delete: { model: "team", where: [{ field: "id", value: team.id }] } },
        ],
      });
      if (removed.failed !== null)
        throw organizationError("BAD_REQUEST", "UNABLE_TO_REMOVE_LAST_TEAM");
      return { message: ORGANIZATION_SUCCESS_MESSAGES.TEAM_REMOVED_SUCCESSFULLY };
    },
  );
}
