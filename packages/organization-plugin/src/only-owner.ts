import type { Row } from "@tollgate/auth-server";
import type { MemberRow } from "./adapter";
import type { Guard } from "./guarded-writes";
import type { ResolvedOrganizationOptions } from "./options";
import { organizationError } from "./organization-error";
import { holdsCreatorRole } from "./role-input";

/**
 * The members whose role mentions the creator role (owner), for readAll: countOwnersAmong counts
 * those that hold it.
 */
export const ownersRead = (organizationId: string, creatorRole: string) => ({
  find: {
    model: "member",
    where: [
      { field: "organizationId", value: organizationId },
      { field: "role", value: creatorRole, operator: "contains" as const },
    ],
  },
});

/** How many of the members read by ownersRead hold the creator role. */
export const countOwnersAmong = (members: readonly Row[], options: ResolvedOrganizationOptions) =>
  members.filter((member) => holdsCreatorRole(String(member.role), options)).length;

/** An owner among the members ownersRead read, other than `memberId` (undefined when none). */
export const anotherOwner = (
  owners: readonly Row[],
  memberId: string,
  options: ResolvedOrganizationOptions,
) => owners.find((owner) => owner.id !== memberId && holdsCreatorRole(String(owner.role), options));

/**
 * A condition of writeRecordsIf: the member is still there with the role it was read with (for
 * another owner: still an owner, so taking the owner role from someone else leaves one).
 */
export const stillAsRead = (member: Row): Guard["condition"] => ({
  exists: {
    model: "member",
    where: [
      { field: "id", value: member.id },
      { field: "role", value: member.role },
    ],
  },
});

/**
 * Refuses with 400 'You cannot leave the organization as the only owner' when `member` holds the
 * creator role (owner) and no other of the members ownersRead read does: what leave,
 * remove-member and a demotion by update-member-role check before taking that role away.
 * Decisive only inside the transaction that writes, after lockOrganization and on `member` and
 * the owners as read there; read before it, it only refuses early.
 */
export function refuseLosingOnlyOwnerAmong(
  member: MemberRow,
  owners: readonly Row[],
  options: ResolvedOrganizationOptions,
): void {
  if (holdsCreatorRole(member.role, options) && countOwnersAmong(owners, options) <= 1)
    throw organizationError("BAD_REQUEST", "YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER");
}
