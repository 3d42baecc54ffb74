import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import type { TeamRow } from "../adapter";
import { requireSessionForOrganization } from "../caller-session";
import { asMember, memberRead, requireAllowedMemberRow } from "../member-read";
import { targetOrganizationId } from "../membership";
import { teamName } from "../name-limits";
import type { ResolvedOrganizationOptions } from "../options";
import { refuseTakenName, teamNamedRead } from "../team-name";

export type CreateTeamEndpoint = ReturnType<typeof createCreateTeam>;

/**
 * POST /organization/create-team {name, organizationId?} → the team. Needs team:create; a name
 * another team of the organization has is refused (400 TEAM_ALREADY_EXISTS, field `name`).
 */
export function createCreateTeam(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/create-team",
    {
      method: "POST",
      body: z.object({ name: teamName, organizationId: z.string().optional() }),
      metadata: {
        openapi: { summary: "Create a team in the organization" },
        responseSchema: modelReference("team"),
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireSessionForOrganization(ctx, body.organizationId);
      const organizationId = targetOrganizationId(session, body.organizationId);
      return context.internalAdapter.transaction(async (trx) => {
        // The organization's lock comes first (on MySQL before any read of the transaction), so
        // two teams named alike are not both created; the caller's membership is read with the
        // name's team under it, and refused as before (a missing organization has no members).
        await trx.adapter.lockRows({
          model: "organization",
          where: [{ field: "id", value: organizationId }],
        });
        const [member, taken] = await trx.adapter.readAll([
          memberRead(organizationId, session.user.id),
          teamNamedRead(organizationId, body.name),
        ]);
        requireAllowedMemberRow(context, options, asMember(member), {
          permissions: { team: ["create"] },
          denied: "YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION",
          notMember: "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION",
        });
        refuseTakenName(taken);
        return trx.createRecord<TeamRow>("team", { name: body.name, organizationId });
      });
    },
  );
}
