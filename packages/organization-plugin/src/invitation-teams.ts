import type { Adapter, Row } from "@tollgate/auth-server";
import { z } from "zod";
import type { Guard } from "./guarded-writes";
import { organizationError } from "./organization-error";

// The teams an invitation places its invitee in (Better Auth's `teamId` on invite-member: one
// id or a list). The invitation row keeps them in its one teamId column, comma-joined, as
// Better Auth stores them, so a comma inside an id is refused.

/** invite-member's `teamId`: one team id or several. */
export const invitationTeamIdInput = z.union([z.string().min(1), z.array(z.string().min(1))]);

/** The body's teamId as a list (empty when left out). */
export const requestedTeamIds = (teamId: string | string[] | undefined): string[] =>
  teamId === undefined ? [] : typeof teamId === "string" ? [teamId] : [...new Set(teamId)];

/** The value stored in the invitation's teamId column. */
export const storedTeamIds = (teamIds: string[]): string | null =>
  teamIds.length > 0 ? teamIds.join(",") : null;

/** The teams a stored invitation names. */
export const invitationTeamIds = (stored: string | null | undefined): string[] =>
  stored ? stored.split(",").filter((id) => id.length > 0) : [];

/** Refuses a team id with a comma (the stored list's separator) with 400 INVALID_TEAM_ID. */
function refuseCommaInTeamIds(teamIds: string[]): void {
  if (teamIds.some((id) => id.includes(",")))
    throw organizationError("BAD_REQUEST", "INVALID_TEAM_ID", "teamId");
}

/** The teams of these ids, as one read of a readAll. */
export const teamsRead = (teamIds: string[]) => ({
  find: { model: "team", where: [{ field: "id", operator: "in" as const, value: teamIds }] },
});

/**
 * Every team is one of the organization's, checked on the teams read by teamsRead (400
 * INVALID_TEAM_ID for a comma in an id, then TEAM_NOT_FOUND, naming teamId).
 */
export function requireTeamsAmong(
  teams: readonly Row[],
  organizationId: string,
  teamIds: string[],
): void {
  refuseCommaInTeamIds(teamIds);
  for (const teamId of teamIds)
    if (!teams.some((team) => team.id === teamId && team.organizationId === organizationId))
      throw organizationError("BAD_REQUEST", "TEAM_NOT_FOUND", "teamId");
}

/** Every team is one of the organization's (400 TEAM_NOT_FOUND otherwise, naming teamId). */
export async function requireTeamsOf(
  adapter: Adapter,
  organizationId: string,
  teamIds: string[],
): Promise<void> {
  refuseCommaInTeamIds(teamIds);
  if (teamIds.length === 0) return;
  const teams = await adapter.findMany(teamsRead(teamIds).find);
  requireTeamsAmong(teams, organizationId, teamIds);
}

/** On accept: the team is still one of the organization's (400 TEAM_NOT_FOUND, naming teamId). */
export const teamGuard = (organizationId: string, teamId: string): Guard => ({
  condition: {
    exists: {
      model: "team",
      where: [
        { field: "id", value: teamId },
        { field: "organizationId", value: organizationId },
      ],
    },
  },
  refusal: () => organizationError("BAD_REQUEST", "TEAM_NOT_FOUND", "teamId"),
});

/** The places to create on accept: one per team named that the invitee is not in yet. */
export const newTeamPlaces = (userId: string, teamIds: string[], places: readonly Row[]) =>
  teamIds
    .filter((teamId) => !places.some((place) => place.teamId === teamId))
    .map((teamId) => ({ create: { model: "teamMember", data: { teamId, userId } } }));
