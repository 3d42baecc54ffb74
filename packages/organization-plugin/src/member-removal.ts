import type { InternalAdapter, JoinSpec, Row, Where } from "@tollgate/auth-server";
import type { MemberRow } from "./adapter";
import type { Guard, GuardedWrite } from "./guarded-writes";
import { asMember, memberRead } from "./member-read";
import { anotherOwner, ownersRead, refuseLosingOnlyOwnerAmong, stillAsRead } from "./only-owner";
import type { ResolvedOrganizationOptions } from "./options";
import { organizationError } from "./organization-error";
import { lockOrganization } from "./organization-lock";
import { holdsCreatorRole } from "./role-input";
import { organizationRow } from "./team-name";

// Removing a member (leave, remove-member) removes their places in the organization's teams and
// clears the organization from every session of theirs where it is active, all or none.
//
// The only owner stays: that needs the organization's lock (organization-lock.ts), but only
// when an owner is removed. Any other member goes on the fast path: the writes it needs, in one
// batch made only while the member's role is still the one read (writeRecordsIf), so a
// concurrent promotion to owner writes nothing, and the removal runs on the locked path.

/** What else goes with a membership: the user's team places and sessions in the organization. */
export interface MembershipTraces {
  /** The organization's teams the user is in. */
  teamIds: string[];
  /** Whether a session of the user has the organization active. */
  activeSomewhere: boolean;
}

/** A read of a membership with its traces (memberWithTracesRead, userWithTracesRead). */
export type TracesRead = { find: Parameters<InternalAdapter["adapter"]["findMany"]>[0] };

/** The joins that find a membership's traces on a row with the user's id in `userField`. */
const tracesJoin = (userField: string, organizationId: string) =>
  ({
    teamMember: { on: [userField, "userId"], select: ["teamId"] },
    session: {
      on: [userField, "userId"],
      where: [{ field: "activeOrganizationId", value: organizationId }],
      select: ["userId"],
    },
  }) satisfies JoinSpec;

/** The organization's teams, for readAll (the team places that count are in these). */
export const teamsOfRead = (organizationId: string) => ({
  find: { model: "team", where: [{ field: "organizationId", value: organizationId }] },
});

/**
 * A member (matching `where`) with its user's team places and sessions where the organization
 * is active, for readAll: one result row per place and session (a user has few of each).
 */
export const memberWithTracesRead = (organizationId: string, where: Where[]): TracesRead => ({
  find: { model: "member", where, join: tracesJoin("userId", organizationId) },
});

/** The user of an email with their membership of the organization and its traces, for readAll. */
export const userWithTracesRead = (organizationId: string, email: string): TracesRead => ({
  find: {
    model: "user",
    where: [{ field: "email", value: email.toLowerCase() }],
    join: {
      member: { on: ["id", "userId"], where: [{ field: "organizationId", value: organizationId }] },
      ...tracesJoin("id", organizationId),
    },
  },
});

type TracedRow = Row & {
  member?: MemberRow | null;
  teamMember: { teamId: string } | null;
  session: { userId: string } | null;
};

/**
 * The member and its traces from the rows of memberWithTracesRead (`member` undefined: the rows
 * are members) or userWithTracesRead, given the organization's teams.
 */
export function membershipWithTraces(
  rows: readonly Row[],
  teams: readonly Row[],
): { member: MemberRow | null; traces: MembershipTraces } {
  // The rows are the read's: member (or user) rows with these joins.
  const traced = rows as TracedRow[];
  const first = traced[0];
  const member = first ? (first.member === undefined ? memberPart(first) : first.member) : null;
  const inOrganization = new Set(teams.map((team) => team.id));
  const teamIds = new Set<string>();
  for (const row of traced)
    if (row.teamMember && inOrganization.has(row.teamMember.teamId))
      teamIds.add(row.teamMember.teamId);
  const traces = {
    teamIds: [...teamIds],
    activeSomewhere: traced.some((row) => row.session !== null),
  };
  return { member, traces };
}

/** A member row without the joined parts it was read with. */
function memberPart(row: TracedRow): MemberRow {
  const { teamMember: _places, session: _sessions, ...member } = row;
  // What is left is the member row as the member model's fields.
  return member as MemberRow;
}

/** The writes that remove `member` and its traces (the delete first). */
function removalWrites(
  member: MemberRow,
  memberWhere: Where[],
  traces: MembershipTraces,
): GuardedWrite[] {
  const writes: GuardedWrite[] = [{ delete: { model: "member", where: memberWhere } }];
  if (traces.teamIds.length > 0)
    writes.push({
      delete: {
        model: "teamMember",
        where: [
          { field: "userId", value: member.userId },
          { field: "teamId", operator: "in", value: traces.teamIds },
        ],
      },
    });
  if (traces.activeSomewhere)
    writes.push({
      update: {
        model: "session",
        where: [
          { field: "userId", value: member.userId },
          { field: "activeOrganizationId", value: member.organizationId },
        ],
        data: { activeOrganizationId: null, activeTeamId: null },
      },
    });
  return writes;
}

/** The removed member as it was, and the sessions that lost the organization (as they are now). */
export interface Removed {
  member: MemberRow;
  clearedSessions: Row[];
}

/** What removalWrites' writes answered: the member deleted (null when none), the sessions updated. */
function answerOf(
  writes: readonly GuardedWrite[],
  answers: readonly (Row | Row[])[],
): Removed | null {
  const deleted = answers[0];
  const member = Array.isArray(deleted) ? deleted[0] : undefined;
  if (!member) return null;
  const cleared = answers[writes.findIndex((write) => "update" in write)];
  // The first answer holds the deleted member rows (of the member model).
  return { member: member as MemberRow, clearedSessions: Array.isArray(cleared) ? cleared : [] };
}

/**
 * The member and its traces in one batch, made only while the member is as read and `keep`'s
 * conditions hold (read after `keep.lock`): one round trip on PostgreSQL. Null when they did not.
 */
async function removeAsRead(
  internalAdapter: InternalAdapter,
  member: MemberRow,
  traces: MembershipTraces,
  keep: { lock?: { model: string; where: Where[] }; when: Guard["condition"][] },
): Promise<Removed | null> {
  const writes = removalWrites(member, [{ field: "id", value: member.id }], traces);
  const written = await internalAdapter.writeRecordsIf({
    ...keep,
    when: [stillAsRead(member), ...keep.when],
    writes,
  });
  return written.answers ? answerOf(writes, written.answers) : null;
}

/**
 * Removes a member (as read before, with its traces), and answers it as it was with the
 * sessions that lost the organization. A member who is not an owner goes in one batch made only
 * while it is as read; an owner, only while it, the caller (remove-member) and another owner
 * read with it are as read, after locking the organization's row. Otherwise (no other owner
 * seen, or something changed meanwhile) in a transaction that locks the organization, reads the
 * member again (400 'Member not found' once it is gone), runs `authorize` on it and on the
 * caller's membership as they are then, and refuses to remove the only owner: of two owners
 * removing each other or leaving at once, the second finds the first one no longer an owner.
 */
export async function removeMembership(
  internalAdapter: InternalAdapter,
  options: ResolvedOrganizationOptions,
  removal: {
    member: MemberRow;
    traces: MembershipTraces;
    /** The organization's owners as read with the member (ownersRead). */
    owners: readonly Row[];
    callerUserId: string;
    /** remove-member: the caller's membership as read, checked again when the removal is written. */
    caller?: MemberRow;
    authorize?: (current: MemberRow, caller: MemberRow | null) => void;
  },
): Promise<Removed> {
  const { member, traces } = removal;
  if (!holdsCreatorRole(member.role, options)) {
    const removed = await removeAsRead(internalAdapter, member, traces, { when: [] });
    if (removed) return removed;
  } else {
    // An owner goes while another owner read with them still is one, read after the lock (and
    // the caller is as authorized): else it is decided under the lock below.
    const other = anotherOwner(removal.owners, member.id, options);
    const caller = removal.caller ? [stillAsRead(removal.caller)] : [];
    const lock = organizationRow(member.organizationId);
    const removed =
      other &&
      (await removeAsRead(internalAdapter, member, traces, {
        lock,
        when: [...caller, stillAsRead(other)],
      }));
    if (removed) return removed;
  }
  const { organizationId } = member;
  return internalAdapter.transaction(async (trx) => {
    await lockOrganization(trx.adapter, organizationId);
    const [rows, caller, owners, teams] = await trx.adapter.readAll([
      memberWithTracesRead(organizationId, [{ field: "id", value: member.id }]),
      memberRead(organizationId, removal.callerUserId),
      ownersRead(organizationId, options.creatorRole),
      teamsOfRead(organizationId),
    ]);
    const { member: current, traces } = membershipWithTraces(rows, teams);
    if (!current) throw organizationError("BAD_REQUEST", "MEMBER_NOT_FOUND");
    removal.authorize?.(current, asMember(caller));
    refuseLosingOnlyOwnerAmong(current, owners, options);
    const byId: Where[] = [{ field: "id", value: current.id }];
    const writes = removalWrites(current, byId, traces);
    const removed = answerOf(writes, await trx.writeRecords(writes));
    if (!removed) throw organizationError("BAD_REQUEST", "MEMBER_NOT_FOUND");
    return removed;
  });
}
