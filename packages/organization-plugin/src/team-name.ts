import type { Adapter, Row, Where } from "@tollgate/auth-server";
import type { TeamRow } from "./adapter";
import { organizationError } from "./organization-error";

// Two teams called the same cannot be told apart on any screen: a name another team of the
// organization has is refused (400 TEAM_ALREADY_EXISTS, field `name`). The check runs inside the
// transaction that writes the name, after locking the organization, so two requests naming
// teams alike do not both pass.

/** The read of the organization's team called `name`, for adapter.readAll. */
export const teamNamedRead = (
  organizationId: string,
  name: string,
): { findOne: { model: string; where: Where[] } } => ({
  findOne: {
    model: "team",
    where: [
      { field: "organizationId", value: organizationId },
      { field: "name", value: name },
    ],
  },
});

/** Refuses the name when `taken` (teamNamedRead's answer) is another team than `renamedTeamId`. */
export function refuseTakenName(taken: Row | null, renamedTeamId?: string): void {
  if (taken && taken.id !== renamedTeamId)
    throw organizationError("BAD_REQUEST", "TEAM_ALREADY_EXISTS", "name");
}

/** Reads and refuses a taken name (see above), inside the transaction that writes it. */
export async function refuseTakenTeamName(
  adapter: Adapter,
  organizationId: string,
  name: string,
  renamedTeamId?: string,
): Promise<void> {
  const taken = await adapter.findOne<TeamRow>(teamNamedRead(organizationId, name).findOne);
  refuseTakenName(taken, renamedTeamId);
}
