import type { JoinSpec, Where } from "@tollgate/auth-server";
import type { MemberRow, TeamRow } from "./adapter";

// A team read with the caller's membership of its organization, as one part of an
// adapter.readAll: the membership check of a team's organization without reading the team first.

/** A team row with the caller's membership of its organization (null for a non-member). */
export type TeamWithCallerMember = TeamRow & { member: MemberRow | null };

/** The join of `userId`'s membership of the team's organization (one row: a member is unique). */
const callerMembership = (userId: string): JoinSpec => ({
  member: { on: ["organizationId", "organizationId"], where: [{ field: "userId", value: userId }] },
});

/** The read of a team with `userId`'s membership of its organization, for adapter.readAll. */
export const teamWithCallerRead = (
  teamId: string,
  userId: string,
): { findOne: { model: string; where: Where[]; join: JoinSpec } } => ({
  findOne: {
    model: "team",
    where: [{ field: "id", value: teamId }],
    join: callerMembership(userId),
  },
});
