import { createAuthEndpoint, modelReference, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import type { TeamRow } from "../adapter";
import { requireAllowedMemberRow } from "../member-read";
import { teamName } from "../name-limits";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { organizationRow, teamsNamed } from "../team-name";
import { type TeamWithCallerMember, teamWithCallerRead } from "../team-read";

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
      // The team with the caller's membership of its organization: one read.
      const [found] = await context.adapter.readAll([
        teamWithCallerRead(body.teamId, session.user.id),
      ]);
      if (!found) throw organizationError("BAD_REQUEST", "TEAM_NOT_FOUND");
      // readAll answers a team row with the join asked.
      const { member, ...team } = found as TeamWithCallerMember;
      requireAllowedMemberRow(context, options, member, {
        permissions: { team: ["update"] },
        denied: "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM",
        notMember: "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM",
      });
      const name = body.data.name;
      if (name === undefined) return team;
      // Renamed only while the organization exists and no other team of it has the name, read
      // under its row's lock: two renames (or a create) to one name do not both pass.
      const organization = organizationRow(team.organizationId);
      const written = await context.internalAdapter.writeRecordsIf({
        lock: organization,
        when: [
          { exists: organization },
          { absent: teamsNamed(team.organizationId, name, team.id) },
        ],
        writes: [
          { update: { model: "team", where: [{ field: "id", value: team.id }], data: { name } } },
        ],
      });
      if (written.failed === 0) throw organizationError("BAD_REQUEST", "ORGANIZATION_NOT_FOUND");
      if (written.failed !== null)
        throw organizationError("BAD_REQUEST", "TEAM_ALREADY_EXISTS", "name");
      // writeRecordsIf answers the team rows updated (none when the team went meanwhile).
      const updated = written.answers[0][0] as TeamRow | undefined;
      if (!updated) throw organizationError("BAD_REQUEST", "TEAM_NOT_FOUND");
      return updated;
    },
  );
}
