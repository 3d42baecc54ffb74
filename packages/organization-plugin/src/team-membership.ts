import type { Adapter, InternalAdapter, Row } from "@tollgate/auth-server";
import type { TeamRow } from "./adapter";
import type { TeamMember } from "./schema";

// Who is in which team (the teamMember table): reads through the adapter, writes through the
// internal adapter's hooked writes, like the rest of the plugin.

export type TeamMemberRow = TeamMember & Row;

export const findTeamMember = (adapter: Adapter, teamId: string, userId: string) =>
  adapter.findOne<TeamMemberRow>({
    model: "teamMember",
    where: [
      { field: "teamId", value: teamId },
      { field: "userId", value: userId },
    ],
  });

/** A team's members, oldest first. */
export const listTeamMembersOf = (adapter: Adapter, teamId: string) =>
  adapter.findMany<TeamMemberRow>({
    model: "teamMember",
    where: [{ field: "teamId", value: teamId }],
    sortBy: { field: "createdAt", direction: "asc" },
  });

/** The teams a user is in, across organizations (two queries: the memberships, then their teams). */
export async function listTeamsOfUser(adapter: Adapter, userId: string): Promise<TeamRow[]> {
  const memberships = await adapter.findMany<TeamMemberRow>({
    model: "teamMember",
    where: [{ field: "userId", value: userId }],
  });
  if (memberships.length === 0) return [];
  return adapter.findMany<TeamRow>({
    model: "team",
    where: [{ field: "id", operator: "in", value: memberships.map((row) => row.teamId) }],
  });
}

/**
 * Removes a user from every team of an organization (they left it or were removed), inside the
 * caller's transaction.
 */
export async function removeFromTeamsOf(
  trx: InternalAdapter,
  organizationId: string,
  userId: string,
): Promise<void> {
  const teams = await trx.adapter.findMany<TeamRow>({
    model: "team",
    where: [{ field: "organizationId", value: organizationId }],
  });
  if (teams.length === 0) return;
  await trx.deleteRecords("teamMember", [
    { field: "userId", value: userId },
    { field: "teamId", operator: "in", value: teams.map((team) => team.id) },
  ]);
}
