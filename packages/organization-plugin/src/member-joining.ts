import { type Row, UniqueConstraintError } from "@tollgate/auth-server";
import { organizationError } from "./organization-error";

// Joining an organization is a check-then-write (count the members, then insert one), run in a
// transaction that first locks the organization (organization-lock.ts): two joinings of different
// users cannot both count limit − 1 and both insert. The membership limit is at stake on every
// join (any number of joins may run at once), so joins always take the lock.

/**
 * What a join reads under the lock, for readAll: the memberships of `userIds` in the organization
 * (the joining user's, and the inviter's on accept)…
 */
export const membershipsOfRead = (organizationId: string, userIds: string[]) => ({
  find: {
    model: "member",
    where: [
      { field: "organizationId", value: organizationId },
      { field: "userId", operator: "in" as const, value: userIds },
    ],
  },
});

/** …and how many members the organization has. */
export const memberCountRead = (organizationId: string) => ({
  count: { model: "member", where: [{ field: "organizationId", value: organizationId }] },
});

/** Refuses with 400 when `userId` is among the memberships membershipsOfRead read. */
export function refuseExistingMember(members: readonly Row[], userId: string): void {
  if (members.some((member) => member.userId === userId))
    throw organizationError("BAD_REQUEST", "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION");
}

/** Refuses with 403 when the (locked) organization already has `limit` members. */
export function requireFreeSeat(members: number, limit: number): void {
  if (members >= limit)
    throw organizationError("FORBIDDEN", "ORGANIZATION_MEMBERSHIP_LIMIT_REACHED");
}

/** A member row that lost the (organizationId, userId) unique race becomes the 'already a member' refusal. */
export function refuseDuplicateMember(error: unknown): never {
  if (error instanceof UniqueConstraintError && error.isOn("member", "organizationId", "userId"))
    throw organizationError("BAD_REQUEST", "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION");
  throw error;
}
