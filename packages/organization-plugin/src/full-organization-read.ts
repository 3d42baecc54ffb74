import type { Adapter, JoinSpec, Where } from "@tollgate/auth-server";
import type { InvitationRow, MemberRow, MemberWithUser, OrganizationRow, TeamRow } from "./adapter";

/** The member's organization (one object, so the adapter remembers the query's shape). */
const WITH_ORGANIZATION = { organization: { on: ["organizationId", "id"] } } satisfies JoinSpec;

/** The member's user, its public fields only (one object, likewise). */
const WITH_USER = {
  user: { on: ["userId", "id"], select: ["name", "email", "image"] },
} satisfies JoinSpec;

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
 * invitations and the teams. The lists are read whether or not the caller is a member; the
 * caller decides from `membership` before answering any of them.
 */
export async function readFullOrganization(
  adapter: Adapter,
  organizationId: string,
  userId: string,
  membersLimit: number,
): Promise<FullOrganizationRead> {
  const inOrganization: Where[] = [{ field: "organizationId", value: organizationId }];
  const [membership, members, invitations, teams] = await adapter.readAll([
    {
      findOne: {
        model: "member",
        where: [...inOrganization, { field: "userId", value: userId }],
        join: WITH_ORGANIZATION,
      },
    },
    {
      find: {
        model: "member",
        where: inOrganization,
        sortBy: { field: "createdAt", direction: "asc" },
        limit: membersLimit,
        join: WITH_USER,
      },
    },
    { find: { model: "invitation", where: inOrganization } },
    { find: { model: "team", where: inOrganization } },
  ]);
  // readAll answers rows of each read's model (with its joins), as the reads above ask.
  const memberRows = members as (MemberRow & { user: MemberWithUser["user"] | null })[];
  return {
    membership: membership as FullOrganizationRead["membership"],
    members: memberRows.filter((row): row is MemberWithUser => row.user !== null),
    invitations: invitations as InvitationRow[],
    teams: teams as TeamRow[],
  };
}
