import type {
  Adapter,
  InternalAdapter,
  JoinSpec,
  Row,
  SortBy,
  User,
  Where,
} from "@tollgate/auth-server";
import type { Invitation, Member, Organization, Team } from "./schema";

// The plugin's data access: reads through the adapter, writes through the internal adapter's
// hooked writes (so databaseHooks of the app and other plugins run on the plugin's tables).

export type OrganizationRow = Organization & Row;
export type MemberRow = Member & Row;
export type InvitationRow = Invitation & Row;
export type TeamRow = Team & Row;
export type MemberWithUser = MemberRow & { user: Pick<User, "id" | "name" | "email" | "image"> };

export const findOrganizationById = (adapter: Adapter, id: string) =>
  adapter.findOne<OrganizationRow>({ model: "organization", where: [{ field: "id", value: id }] });

/** The organization whose slug is `slug`, as one read of a readAll. */
export const organizationBySlugRead = (slug: string) => ({
  findOne: { model: "organization", where: [{ field: "slug", value: slug }] },
});

export const findOrganizationBySlug = (adapter: Adapter, slug: string) =>
  adapter.findOne<OrganizationRow>(organizationBySlugRead(slug).findOne);

/** Which member row is a user's membership of an organization. */
export const memberWhere = (organizationId: string, userId: string): Where[] => [
  { field: "organizationId", value: organizationId },
  { field: "userId", value: userId },
];

export const findMember = (adapter: Adapter, organizationId: string, userId: string) =>
  adapter.findOne<MemberRow>({ model: "member", where: memberWhere(organizationId, userId) });

/** The invitations of an organization as one read of a readAll. */
export const invitationsOfRead = (organizationId: string) => ({
  find: { model: "invitation", where: [{ field: "organizationId", value: organizationId }] },
});

/** The join of a member's organization (one object, so the adapter remembers the query's shape). */
const WITH_ORGANIZATION = { organization: { on: ["organizationId", "id"] } } satisfies JoinSpec;

/** A user's membership of an organization with the organization itself: one query, or null. */
export const findMemberWithOrganization = (
  adapter: Adapter,
  organizationId: string,
  userId: string,
) =>
  adapter.findOne<MemberRow & { organization: OrganizationRow | null }>({
    model: "member",
    where: [
      { field: "organizationId", value: organizationId },
      { field: "userId", value: userId },
    ],
    join: WITH_ORGANIZATION,
  });

/** An organization with one user's membership of it (null when they are not a member). */
export type OrganizationWithMembership = OrganizationRow & { member: MemberRow | null };

/** The organization matching `where`, with `userId`'s membership of it joined: one read of a readAll. */
export const organizationWithMembershipRead = (where: Where[], userId: string) => ({
  findOne: {
    model: "organization",
    where,
    join: {
      member: { on: ["id", "organizationId"], where: [{ field: "userId", value: userId }] },
    } satisfies JoinSpec,
  },
});

/**
 * The join of a member's public user fields (one object, so the adapter remembers the query's
 * shape): the other columns are not read at all.
 */
const WITH_USER = {
  user: { on: ["userId", "id"], select: ["name", "email", "image"] },
} satisfies JoinSpec;

/**
 * The members matching `where` with their users' public fields (id, name, email, image), oldest
 * member first, at most `limit`: one query joining member and user, as one read of a readAll.
 */
export const membersWithUsersRead = (where: Where[], limit: number) => ({
  find: {
    model: "member",
    where,
    sortBy: { field: "createdAt", direction: "asc" } satisfies SortBy,
    limit,
    join: WITH_USER,
  },
});

/** The rows membersWithUsersRead answers, a member whose user is gone left out. */
export function membersWithUsers(rows: readonly Row[]): MemberWithUser[] {
  // Member rows with their joined user (null when it is gone), as membersWithUsersRead reads.
  const joined = rows as readonly (MemberRow & { user: MemberWithUser["user"] | null })[];
  return joined.filter((row): row is MemberWithUser => row.user !== null);
}

/**
 * The organizations a user is a member of, oldest first: one query joining member and
 * organization (the order is the organizations' creation, not the memberships').
 */
export async function listOrganizationsOfUser(
  adapter: Adapter,
  userId: string,
): Promise<OrganizationRow[]> {
  const memberships = await adapter.findMany<MemberRow & { organization: OrganizationRow | null }>({
    model: "member",
    where: [{ field: "userId", value: userId }],
    join: WITH_ORGANIZATION,
  });
  const organizations: OrganizationRow[] = [];
  for (const { organization } of memberships) if (organization) organizations.push(organization);
  return organizations.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export const countOrganizationsOfUser = (adapter: Adapter, userId: string) =>
  adapter.count({ model: "member", where: [{ field: "userId", value: userId }] });

export const listInvitationsOf = (adapter: Adapter, organizationId: string) =>
  adapter.findMany<InvitationRow>(invitationsOfRead(organizationId).find);

export const findInvitationById = (adapter: Adapter, id: string) =>
  adapter.findOne<InvitationRow>({ model: "invitation", where: [{ field: "id", value: id }] });

export const listTeamsOf = (adapter: Adapter, organizationId: string) =>
  adapter.findMany<TeamRow>({
    model: "team",
    where: [{ field: "organizationId", value: organizationId }],
  });

export const findTeamById = (adapter: Adapter, id: string) =>
  adapter.findOne<TeamRow>({ model: "team", where: [{ field: "id", value: id }] });

/** Clears a deleted organization from every session that had it active. */
export const clearActiveOrganizationEverywhere = (
  internalAdapter: InternalAdapter,
  organizationId: string,
) =>
  internalAdapter.updateRecords(
    "session",
    [{ field: "activeOrganizationId", value: organizationId }],
    { activeOrganizationId: null, activeTeamId: null },
  );

export const countTeams = (adapter: Adapter, organizationId: string) =>
  adapter.count({ model: "team", where: [{ field: "organizationId", value: organizationId }] });
