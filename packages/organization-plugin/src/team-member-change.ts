import type { RequestContext, SessionWithUser } from "@tollgate/auth-server";
import { z } from "zod";
import type { TeamRow } from "./adapter";
import type { OrganizationErrorCode } from "./error-codes";
import { asMember, memberRead, requireAllowedMemberRow } from "./member-read";
import { targetOrganizationId } from "./membership";
import type { ResolvedOrganizationOptions } from "./options";
import { organizationError } from "./organization-error";
import type { TeamMemberRow } from "./team-membership";

/** What adding a user to a team and removing one take (Better Auth's body). */
export const teamMemberChangeBody = z.object({
  teamId: z.string().min(1),
  userId: z.string().min(1),
  organizationId: z.string().optional(),
});

/**
 * The checks before adding a user to a team or removing one (Better Auth's order): the caller
 * is a member of the organization (named, else the active one) whose roles allow team:update
 * (else `denied`); the user is a member of it too; the team is one of its teams. What they
 * check and the user's row in the team (or null) come in ONE read.
 */
export async function authorizeTeamMemberChange(
  context: RequestContext,
  options: ResolvedOrganizationOptions,
  session: SessionWithUser,
  change: {
    teamId: string;
    userId: string;
    organizationId?: string | undefined;
    denied: OrganizationErrorCode;
  },
): Promise<{ team: TeamRow; teamMember: TeamMemberRow | null }> {
  const organizationId = targetOrganizationId(session, change.organizationId);
  const [caller, user, team, teamMember] = await context.adapter.readAll([
    memberRead(organizationId, session.user.id),
    memberRead(organizationId, change.userId),
    { findOne: { model: "team", where: [{ field: "id", value: change.teamId }] } },
    {
      findOne: {
        model: "teamMember",
        where: [
          { field: "teamId", value: change.teamId },
          { field: "userId", value: change.userId },
        ],
      },
    },
  ]);
  requireAllowedMemberRow(context, options, asMember(caller), {
    permissions: { team: ["update"] },
    denied: change.denied,
    notMember: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
  });
  if (!user)
    throw organizationError("BAD_REQUEST", "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION", "userId");
  if (!team || team.organizationId !== organizationId)
    throw organizationError("BAD_REQUEST", "TEAM_NOT_FOUND", "teamId");
  // readAll answers rows of each read's model.
  return { team: team as TeamRow, teamMember: teamMember ? (teamMember as TeamMemberRow) : null };
}
