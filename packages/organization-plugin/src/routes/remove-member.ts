import { createAuthEndpoint, modelReference, requireScope } from "@tollgate/auth-server";
import { z } from "zod";
import { roleAllows } from "../access/role-allows";
import type { MemberRow } from "../adapter";
import { refreshCallerSessionIfCleared, requireStoredSession } from "../caller-session";
import { asMember, memberRead, requireMemberRow } from "../member-read";
import {
  membershipWithTraces,
  memberWithTracesRead,
  removeMembership,
  type TracesRead,
  teamsOfRead,
  userWithTracesRead,
} from "../member-removal";
import { targetOrganizationId } from "../membership";
import { ownersRead, refuseLosingOnlyOwnerAmong } from "../only-owner";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { emitOrganizationEvent } from "../organization-events";
import { holdsCreatorRole } from "../role-input";

export const removeMemberBody = z.object({
  memberIdOrEmail: z.string().min(1),
  organizationId: z.string().optional(),
});

/** The member as it was before its removal. */
const removeMemberAnswer = z.strictObject({ member: modelReference("member") });

/** Refuses unless `caller` may remove `target`: member:delete, and only an owner removes an owner. */
function authorizeRemoval(
  options: ResolvedOrganizationOptions,
  caller: MemberRow,
  target: MemberRow,
): void {
  // 401 here, not the 403 of other refusals: Better Auth's status for this one.
  if (!roleAllows({ role: caller.role, permissions: { member: ["delete"] }, roles: options.roles }))
    throw organizationError("UNAUTHORIZED", "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER");
  if (holdsCreatorRole(target.role, options) && !holdsCreatorRole(caller.role, options))
    throw organizationError("FORBIDDEN", "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER");
}

export type RemoveMemberEndpoint = ReturnType<typeof createRemoveMember>;

/**
 * POST /organization/remove-member {memberIdOrEmail, organizationId?} → {member}. Needs
 * member:delete (401 'You are not allowed to delete this member', Better Auth's status); only an
 * owner removes an owner, and the only owner stays. The removed user's sessions all lose the
 * organization. Checked before the before hook; an owner's removal again in the transaction that
 * removes, under the organization's lock, on the caller and the member as they are then: two
 * owners removing each other at once leave one behind. Any other member goes in one write batch
 * without the lock (member-removal.ts).
 */
export function createRemoveMember(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/remove-member",
    {
      method: "POST",
      body: removeMemberBody,
      metadata: {
        openapi: { summary: "Remove a member (by member id or email) from the organization" },
        responseSchema: removeMemberAnswer,
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireStoredSession(ctx);
      const organizationId = targetOrganizationId(session, body.organizationId);
      const target = body.memberIdOrEmail;
      // The caller's membership, the member to remove (by id or by its user's email) with its
      // traces, the owners and the teams: one statement.
      const targetRead: TracesRead = target.includes("@")
        ? userWithTracesRead(organizationId, target)
        : memberWithTracesRead(organizationId, [{ field: "id", value: target }]);
      const [callerRow, rows, owners, teams] = await context.adapter.readAll([
        memberRead(organizationId, session.user.id),
        targetRead,
        ownersRead(organizationId, options.creatorRole),
        teamsOfRead(organizationId),
      ]);
      const caller = requireMemberRow(asMember(callerRow));
      const { member, traces } = membershipWithTraces(rows, teams);
      if (!member || member.organizationId !== organizationId)
        throw organizationError("BAD_REQUEST", "MEMBER_NOT_FOUND");
      authorizeRemoval(options, caller, member);
      requireScope(context, { member: ["delete"] });
      refuseLosingOnlyOwnerAmong(member, owners, options);
      await options.hooks.beforeRemoveMember?.({ member, user: session.user });
      const { member: removed, clearedSessions } = await removeMembership(
        context.internalAdapter,
        options,
        {
          member,
          traces,
          owners,
          caller,
          callerUserId: session.user.id,
          authorize: (current, callerNow) =>
            authorizeRemoval(options, requireMemberRow(callerNow), current),
        },
      );
      const gone = { subject: removed.userId, payload: { role: removed.role } };
      await emitOrganizationEvent(context, "organization.member-removed", organizationId, gone);
      await refreshCallerSessionIfCleared(ctx, session, clearedSessions);
      await options.hooks.afterRemoveMember?.({ member: removed, user: session.user });
      return { member: removed };
    },
  );
}
