import { type Adapter, UniqueConstraintError } from "@tollgate/auth-server";
import { countMembers } from "./adapter";
import { organizationError } from "./organization-error";

// Joining an organization is a check-then-write (count the members, then insert one), run in a
// transaction that first locks the organization (organization-lock.ts): two joinings of different
// users cannot both count limit − 1 and both insert.

/** Refuses with 403 when the (locked) organization already has `limit` members. */
export async function requireFreeSeat(
  trx: Adapter,
  organizationId: string,
  limit: number,
): Promise<void> {
  if ((await countMembers(trx, organizationId)) >= limit)
    throw organizationError("FORBIDDEN", "ORGANIZATION_MEMBERSHIP_LIMIT_REACHED");
}

/** A member row that lost the (organizationId, userId) unique race becomes the 'already a member' refusal. */
export function refuseDuplicateMember(error: unknown): never {
  if (error instanceof UniqueConstraintError && error.isOn("member", "organizationId", "userId"))
    throw organizationError("BAD_REQUEST", "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION");
  throw error;
}
