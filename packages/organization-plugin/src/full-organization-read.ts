import type { Adapter, JoinSpec } from "@tollgate/auth-server";
import {
  type InvitationRow,
  type MemberRow,
  type MemberWithUser,
  membersWithUsers,
  membersWithUsersRead,
  type OrganizationRow,
  type TeamRow,
} from "./adapter";
import { type OrganizationNamed, ofOrganization } from "./organization-named";

/** The member's organization (one object, so the adapter remembers the query's shape). */
const WITH_ORGANIZATION = { organization: { on: ["organizationId", "id"] } } satisfies JoinSpec;

/** What get-full-organization answers, and the caller's membership it is checked against. */
export interface FullOrganizationRead {
  /** The caller's membership with its organization, or null for a non-member. */
  membership: (MemberRow & { organization: OrganizationRow | null }) | null;
  /** The members with their users' public fields, oldest first (members whose user is gone left out). */
  members: MemberWithUser[];
  invitations: InvitationRow[];
  teams: TeamRow[];
}

/**
 * Everything get-full-organization needs in ONE read (one statement on PostgreSQL): the caller's
 * membership with the organization, the first `membersLimit` members with their users, the
 * invitations and the teams. The organization is named by id or by slug (its id then read in
 * that same statement). The lists are read whether or not the caller is a member; the caller
 * decides from `membership` before answering any of them.
 */
export async function readFullOrganization(
  adapter: Adapter,
  organization: OrganizationNamed,
  userId: string,
  membersLimit: number,
): Promise<FullOrganizationRead> {
  const inOrganization = ofOrganization(organization);
  const [membership, members, invitations, teams] = await adapter.readAll([
    {
      findOne: {
        model: "member",
        where: [...inOrganization, { field: "userId", value: userId }],
        join: WITH_ORGANIZATION,
      },
    },
    membersWithUsersRead(inOrganization, membersLimit),
    { find: { model: "invitation", where: inOrganization } },
    { find: { model: "team", where: inOrganization } },
  ]);
  return {
    // The member read joins its organization, as asked above.
    membership: membership as FullOrganizationRead["membership"],
    members: membersWithUsers(members),
    // Rows of the invitation and team models, as read above.
    invitations: invitations as InvitationRow[],
    teams: teams as TeamRow[],
  };
}
