import { createAuthEndpoint, modelReference, requireScope } from "@tollgate/auth-server";
import { z } from "zod";
import { roleAllows } from "../access/role-allows";
import { findMember, findMemberById, findUserIdByEmail, type MemberRow } from "../adapter";
import { refreshCallerSessionIfCleared, requireStoredSession } from "../caller-session";
import { removeMembership } from "../member-removal";
import { requireMembership, targetOrganizationId } from "../membership";
import { refuseLosingOnlyOwner } from "../only-owner";
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
 * organization. Checked before the before hook, and again in the transaction that removes, under
 * the organization's lock, on the caller and the member as they are then: two owners removing
 * each other at once leave one behind.
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
      const caller = await requireMembership(context.adapter, organizationId, session.user.id);
      const target = body.memberIdOrEmail.includes("@")
        ? await findUserIdByEmail(context.adapter, body.memberIdOrEmail).then((userId) =>
            userId ? findMember(context.adapter, organizationId, userId) : null,
          )
        : await findMemberById(context.adapter, body.memberIdOrEmail);
      if (!target || target.organizationId !== organizationId)
        throw organizationError("BAD_REQUEST", "MEMBER_NOT_FOUND");
      authorizeRemoval(options, caller, target);
      requireScope(context, { member: ["delete"] });
      await refuseLosingOnlyOwner(context.adapter, target, options);
      await options.hooks.beforeRemoveMember?.({ member: target, user: session.user });
      const removed = await removeMembership(
        context.internalAdapter,
        target,
        options,
        async (trx, current) =>
          authorizeRemoval(
            options,
            await requireMembership(trx, organizationId, session.user.id),
            current,
          ),
      );
      const gone = { subject: removed.userId, payload: { role: removed.role } };
      await emitOrganizationEvent(context, "organization.member-removed", organizationId, gone);
      if (removed.userId === session.user.id)
        await refreshCallerSessionIfCleared(ctx, session, organizationId);
      await options.hooks.afterRemoveMember?.({ member: removed, user: session.user });
      return { member: removed };
    },
  );
}
