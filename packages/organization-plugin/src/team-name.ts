import type { Where } from "@tollgate/auth-server";

// Two teams called the same cannot be told apart on any screen: a name another team of the
// organization has is refused (400 TEAM_ALREADY_EXISTS, field `name`). create-team and
// update-team write the name only while no other team has it, read after locking the
// organization's row (internalAdapter.writeRecordsIf: one round trip on PostgreSQL), so two
// requests naming teams alike do not both pass.

/** The organization's teams called `name`, but `exceptTeamId` (the team being renamed). */
export function teamsNamed(
  organizationId: string,
  name: string,
  exceptTeamId?: string,
): { model: string; where: Where[] } {
  const where: Where[] = [
    { field: "organizationId", value: organizationId },
    { field: "name", value: name },
  ];
  if (exceptTeamId !== undefined) where.push({ field: "id", operator: "ne", value: exceptTeamId });
  return { model: "team", where };
}

/**
 * The organization's row, locked while what its teams must keep is checked and written (a name no
 * other team has; the last team, in remove-team).
 */
export const organizationRow = (organizationId: string): { model: string; where: Where[] } => ({
  model: "organization",
  where: [{ field: "id", value: organizationId }],
});
