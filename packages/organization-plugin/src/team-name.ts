import type { Adapter } from "@tollgate/auth-server";
import type { TeamRow } from "./adapter";
import { organizationError } from "./organization-error";

/**
 * Refuses a team name another team of the organization already has (400 TEAM_ALREADY_EXISTS,
 * field `name`): two teams called the same cannot be told apart on any screen. Run inside the
 * transaction that writes the name, after locking the organization, so two requests naming
 * teams alike do not both pass.
 */
export async function refuseTakenTeamName(
  adapter: Adapter,
  organizationId: string,
  name: string,
  renamedTeamId?: string,
): Promise<void> {
  const taken = await adapter.findOne<TeamRow>({
    model: "team",
    where: [
      { field: "organizationId", value: organizationId },
      { field: "name", value: name },
    ],
  });
  if (taken && taken.id !== renamedTeamId)
    throw organizationError("BAD_REQUEST", "TEAM_ALREADY_EXISTS", "name");
}
