import type { Adapter, InternalAdapter } from "@tollgate/auth-server";
import { clearActiveOrganizationOfUser, findMemberById, type MemberRow } from "./adapter";
import { refuseLosingOnlyOwner } from "./only-owner";
import type { ResolvedOrganizationOptions } from "./options";
import { organizationError } from "./organization-error";
import { lockOrganization } from "./organization-lock";
import { removeFromTeamsOf } from "./team-membership";

/**
 * Removes a member, their places in the organization's teams, and clears the organization from every session of that user where it is
 * active, in one transaction (leave and remove-member), and answers the member as it was. The
 * transaction locks the organization first, reads the member again (400 'Member not found' once
 * it is gone) and runs `authorize` on it, then refuses to remove the only owner: of two owners
 * removing each other or leaving at once, the second counts the owners the first one left.
 */
export function removeMembership(
  internalAdapter: InternalAdapter,
  member: MemberRow,
  options: ResolvedOrganizationOptions,
  authorize?: (trx: Adapter, current: MemberRow) => Promise<void>,
): Promise<MemberRow> {
  return internalAdapter.transaction(async (trx) => {
    await lockOrganization(trx.adapter, member.organizationId);
    const current = await findMemberById(trx.adapter, member.id);
    if (!current) throw organizationError("BAD_REQUEST", "MEMBER_NOT_FOUND");
    await authorize?.(trx.adapter, current);
    await refuseLosingOnlyOwner(trx.adapter, current, options);
    await trx.deleteRecords("member", [{ field: "id", value: current.id }]);
    await removeFromTeamsOf(trx, current.organizationId, current.userId);
    await clearActiveOrganizationOfUser(trx, current.userId, current.organizationId);
    return current;
  });
}
