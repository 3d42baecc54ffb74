import { UniqueConstraintError } from "@tollgate/auth-server";
import { memberWhere } from "./adapter";
import type { Guard } from "./guarded-writes";
import { organizationError } from "./organization-error";

// Joining an organization is a check-then-write (count the members, then insert one). The
// membership limit is at stake on every join (any number may run at once), so a join's checks
// are read after locking the organization's row (guarded-writes.ts): two joinings of different
// users cannot both count limit − 1 and both insert.

/**
 * The checks of `userId` joining, in the order of their refusals: not a member yet (400), and
 * fewer members than `limit` (403 'Organization membership limit reached').
 */
export const joinGuards = (organizationId: string, userId: string, limit: number): Guard[] => [
  {
    condition: { absent: { model: "member", where: memberWhere(organizationId, userId) } },
    refusal: () =>
      organizationError("BAD_REQUEST", "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION"),
  },
  {
    condition: {
      fewerThan: {
        model: "member",
        where: [{ field: "organizationId", value: organizationId }],
        limit,
      },
    },
    refusal: () => organizationError("FORBIDDEN", "ORGANIZATION_MEMBERSHIP_LIMIT_REACHED"),
  },
];

/** A member row that lost the (organizationId, userId) unique race becomes the 'already a member' refusal. */
export function refuseDuplicateMember(error: unknown): never {
  if (error instanceof UniqueConstraintError && error.isOn("member", "organizationId", "userId"))
    throw organizationError("BAD_REQUEST", "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION");
  throw error;
}
