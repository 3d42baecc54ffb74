import { createAuthEndpoint, modelReference, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import { findTeamById, type TeamRow } from "../adapter";
import { requireAllowedMember } from "../membership";
import { teamName } from "../name-limits";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { lockOrganization } from "../organization-lock";
import { refuseTakenTeamName } from "../team-name";

export const updateTeamBody = z.object({
  teamId: z.string().min(1),
  data: z.object({ name: teamName.optional() }),
});

export type UpdateTeamEndpoint = ReturnType<typeof createUpdateTeam>;

/**
 * POST /organization/update-team {teamId, data{name?}} → the team. Needs team:update in its
 * organization; a name another team of it has is refused (400 TEAM_ALREADY_EXISTS, field `name`).
 */
export function createUpdateTeam(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/update-team",
    {
      method: "POST",
      body: updateTeamBody,
      metadata: {
        openapi: { summary: "Rename a team" },
        responseSchema: modelReference("team"),
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireSession(ctx);
      const team = await findTeamById(context.adapter, body.teamId);
      if (!team) throw organizationError("BAD_REQUEST", "TEAM_NOT_FOUND");
      await requireAllowedMember(context, options, {
        organizationId: team.organizationId,
        userId: session.user.id,
        permissions: { team: ["update"] },
        denied: "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM",
        notMember: "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM",
      });
      const name = body.data.name;
      if (name === undefined) return team;
      const updated = await context.internalAdapter.transaction(async (trx) => {
        await lockOrganization(trx.adapter, team.organizationId);
        await refuseTakenTeamName(trx.adapter, team.organizationId, name, team.id);
        return trx.updateRecord<TeamRow>("team", [{ field: "id", value: team.id }], { name });
      });
      if (!updated) throw organizationError("BAD_REQUEST", "TEAM_NOT_FOUND");
      return updated;
    },
  );
}
