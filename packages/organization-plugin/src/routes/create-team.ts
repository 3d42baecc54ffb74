import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import type { TeamRow } from "../adapter";
import { requireSessionForOrganization } from "../caller-session";
import { asMember, memberRead, requireAllowedMemberRow } from "../member-read";
import { targetOrganizationId } from "../membership";
import { teamName } from "../name-limits";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { organizationRow, teamsNamed } from "../team-name";

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
      const [member] = await context.adapter.readAll([memberRead(organizationId, session.user.id)]);
      requireAllowedMemberRow(context, options, asMember(member), {
        permissions: { team: ["create"] },
        denied: "YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION",
        notMember: "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION",
      });
      // Written only while the organization exists and no team of it has the name, read under
      // its row's lock: two creates (or a rename) to one name do not both pass.
      const organization = organizationRow(organizationId);
      const written = await context.internalAdapter.writeRecordsIf({
        lock: organization,
        when: [{ exists: organization }, { absent: teamsNamed(organizationId, body.name) }],
        writes: [{ create: { model: "team", data: { name: body.name, organizationId } } }],
      });
      if (written.failed === 0) throw organizationError("BAD_REQUEST", "ORGANIZATION_NOT_FOUND");
      if (written.failed !== null)
        throw organizationError("BAD_REQUEST", "TEAM_ALREADY_EXISTS", "name");
      // writeRecordsIf answers the created row of the team model.
      return written.answers[0] as TeamRow;
    },
  );
}
