import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import { findMemberById, type MemberRow } from "../adapter";
import { requireSessionForOrganization } from "../caller-session";
import { requireAllowedMember, targetOrganizationId } from "../membership";
import { refuseLosingOnlyOwner } from "../only-owner";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { emitOrganizationEvent } from "../organization-events";
import { lockOrganization } from "../organization-lock";
import { holdsCreatorRole, roleInput, storedRole } from "../role-input";

export const updateMemberRoleBody = z.object({
  role: roleInput,
  memberId: z.string().min(1),
  organizationId: z.string().optional(),
});

/** Refuses unless `caller` may give `target` the (stored) `role`: only an owner changes or makes an owner. */
function authorizeRoleChange(
  options: ResolvedOrganizationOptions,
  caller: MemberRow,
  target: MemberRow,
  role: string,
): void {
  const touchesOwner = holdsCreatorRole(target.role, options) || holdsCreatorRole(role, options);
  if (touchesOwner && !holdsCreatorRole(caller.role, options))
    throw organizationError("FORBIDDEN", "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER");
}

export type UpdateMemberRoleEndpoint = ReturnType<typeof createUpdateMemberRole>;

/**
 * POST /organization/update-member-role {role, memberId, organizationId?} → the member. Needs
 * member:update; only an owner changes an owner or makes one; the only owner keeps the role.
 * Decided in the transaction that writes, under the organization's lock, on the caller and the
 * member as they are then: two owners demoting each other at once leave one owner.
 */
export function createUpdateMemberRole(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/update-member-role",
    {
      method: "POST",
      body: updateMemberRoleBody,
      metadata: {
        openapi: { summary: "Change a member's role" },
        responseSchema: modelReference("member"),
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireSessionForOrganization(ctx, body.organizationId);
      const role = storedRole(body.role, options);
      const organizationId = targetOrganizationId(session, body.organizationId);
      const callerCheck = {
        organizationId,
        userId: session.user.id,
        permissions: { member: ["update"] },
        denied: "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER",
      } as const;
      // Outside the transaction first: a non-member learns nothing of the organization (the
      // lock would answer 'Organization not found' for a missing one).
      await requireAllowedMember(context, options, callerCheck);
      return context.internalAdapter.transaction(async (trx) => {
        await lockOrganization(trx.adapter, organizationId);
        const caller = await requireAllowedMember(context, options, callerCheck, trx.adapter);
        const target = await findMemberById(trx.adapter, body.memberId);
        if (!target || target.organizationId !== organizationId)
          throw organizationError("BAD_REQUEST", "MEMBER_NOT_FOUND");
        authorizeRoleChange(options, caller, target, role);
        if (!holdsCreatorRole(role, options))
          await refuseLosingOnlyOwner(trx.adapter, target, options);
        const updated = await trx.updateRecord<MemberRow>(
          "member",
          [{ field: "id", value: target.id }],
          { role },
        );
        if (!updated) throw organizationError("BAD_REQUEST", "MEMBER_NOT_FOUND");
        const changed = { subject: updated.userId, payload: { role }, change: trx };
        await emitOrganizationEvent(
          context,
          "organization.member-role-changed",
          organizationId,
          changed,
        );
        return updated;
      });
    },
  );
}
