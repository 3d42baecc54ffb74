import type { InternalAdapter } from "@tollgate/auth-server";
import { clearActiveOrganizationOfUser, type MemberRow } from "./adapter";

/**
 * Removes a member and clears the organization from every session of that user where it is
 * active, in one transaction (leave and remove-member).
 */
export function removeMembership(internalAdapter: InternalAdapter, member: MemberRow) {
  return internalAdapter.transaction(async (trx) => {
    await trx.deleteRecords("member", [{ field: "id", value: member.id }]);
    await clearActiveOrganizationOfUser(trx, member.userId, member.organizationId);
  });
}
