import type { RequestContext, SessionWithUser } from "@tollgate/auth-server";
import { z } from "zod";
import { findMember, findTeamById, type TeamRow } from "./adapter";
import type { OrganizationErrorCode } from "./error-codes";
import { requireAllowedMember, targetOrganizationId } from "./membership";
import type { ResolvedOrganizationOptions } from "./options";
import { organizationError } from "./organization-error";

/** What adding a user to a team and removing one take (Better Auth's body). */
export const teamMemberChangeBody = z.object({
  teamId: z.string().min(1),
  userId: z.string().min(1),
  organizationId: z.string().optional(),
});

/**
 * The checks before adding a user to a team or removing one (Better Auth's order): the caller
 * is a member of the organization (named, else the active one) whose roles allow team:update
 * (else `denied`); the user is a member of it too; the team is one of its teams.
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
): Promise<TeamRow> {
  const organizationId = targetOrganizationId(session, change.organizationId);
  await requireAllowedMember(context, options, {
    organizationId,
    userId: session.user.id,
    permissions: { team: ["update"] },
    denied: change.denied,
    notMember: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
  });
  if (!(await findMember(context.adapter, organizationId, change.userId)))
    throw organizationError("BAD_REQUEST", "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION", "userId");
  const team = await findTeamById(context.adapter, change.teamId);
  if (!team || team.organizationId !== organizationId)
    throw organizationError("BAD_REQUEST", "TEAM_NOT_FOUND", "teamId");
  return team;
}
