import type { Adapter } from "@tollgate/auth-server";
import { countOwners, type MemberRow } from "./adapter";
import type { ResolvedOrganizationOptions } from "./options";
import { organizationError } from "./organization-error";
import { holdsCreatorRole } from "./role-input";

/**
 * Refuses with 400 'You cannot leave the organization as the only owner' when `member` holds the
 * creator role (owner) and no other member does: what leave, remove-member and a demotion by
 * update-member-role check before taking that role away. Decisive only inside the transaction
 * that writes, after lockOrganization and on `member` as read there; read before it, it only
 * refuses early.
 */
export async function refuseLosingOnlyOwner(
  adapter: Adapter,
  member: MemberRow,
  options: ResolvedOrganizationOptions,
): Promise<void> {
  if (
    holdsCreatorRole(member.role, options) &&
    (await countOwners(adapter, member.organizationId, options.creatorRole)) <= 1
  )
    throw organizationError("BAD_REQUEST", "YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER");
}
