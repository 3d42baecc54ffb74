import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import type { TeamRow } from "../adapter";
import { requireSessionForOrganization } from "../caller-session";
import { requireAllowedMember, targetOrganizationId } from "../membership";
import { teamName } from "../name-limits";
import type { ResolvedOrganizationOptions } from "../options";
import { lockOrganization } from "../organization-lock";
import { refuseTakenTeamName } from "../team-name";

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
      await requireAllowedMember(context, options, {
        organizationId,
        userId: session.user.id,
        permissions: { team: ["create"] },
        denied: "YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION",
        notMember: "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION",
      });
      return context.internalAdapter.transaction(async (trx) => {
        await lockOrganization(trx.adapter, organizationId);
        await refuseTakenTeamName(trx.adapter, organizationId, body.name);
        return trx.createRecord<TeamRow>("team", { name: body.name, organizationId });
      });
    },
  );
}
