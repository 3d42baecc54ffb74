import type { Adapter, JoinSpec, Row, Where } from "@tollgate/auth-server";
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

/** The join of a teamMember row's team (one object, so the adapter remembers the query's shape). */
const WITH_TEAM = { team: { on: ["teamId", "id"] } } satisfies JoinSpec;

/** The read of the teams a user is in, across organizations, for adapter.readAll (teamsOf reads its answer). */
export const teamsOfUserRead = (
  userId: string,
): { find: { model: string; where: Where[]; join: JoinSpec } } => ({
  find: { model: "teamMember", where: [{ field: "userId", value: userId }], join: WITH_TEAM },
});

/** The teams of teamsOfUserRead's rows. */
export function teamsOf(rows: readonly Row[]): TeamRow[] {
  const teams: TeamRow[] = [];
  // readAll answers teamMember rows with their team joined (null when the team is gone).
  for (const row of rows as readonly (TeamMemberRow & { team: TeamRow | null })[])
    if (row.team) teams.push(row.team);
  return teams;
}
