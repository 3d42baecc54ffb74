import {
  type Adapter,
  createAuthEndpoint,
  type InternalAdapter,
  modelReference,
} from "@tollgate/auth-server";
import { z } from "zod";
import type { MemberRow } from "../adapter";
import { requireSessionForOrganization } from "../caller-session";
import { asMember, memberRead, requireAllowedMemberRow } from "../member-read";
import { targetOrganizationId } from "../membership";
import { ownersRead, refuseLosingOnlyOwnerAmong } from "../only-owner";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { changeWithEvent, emitOrganizationEvent } from "../organization-events";
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
 * An owner's demotion is decided in the transaction that writes, under the organization's lock,
 * on the caller and the member as they are then: two owners demoting each other at once leave
 * one owner. Any other change is one conditional update, without the lock.
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
      const targetRead = {
        findOne: { model: "member", where: [{ field: "id", value: body.memberId }] },
      };
      /** The caller (allowed) and the target (of this organization), as `adapter` reads them. */
      const readBoth = async (adapter: Adapter, withOwners: boolean) => {
        const reads = [memberRead(organizationId, session.user.id), targetRead] as const;
        const [callerRow, targetRow, owners] = withOwners
          ? await adapter.readAll([...reads, ownersRead(organizationId, options.creatorRole)])
          : [...(await adapter.readAll(reads)), []];
        const caller = requireAllowedMemberRow(context, options, asMember(callerRow), callerCheck);
        const target = asMember(targetRow);
        if (!target || target.organizationId !== organizationId)
          throw organizationError("BAD_REQUEST", "MEMBER_NOT_FOUND");
        authorizeRoleChange(options, caller, target, role);
        return { target, owners };
      };
      const recordChange = (updated: MemberRow | null, writer: InternalAdapter) =>
        updated
          ? emitOrganizationEvent(context, "organization.member-role-changed", organizationId, {
              subject: updated.userId,
              payload: { role },
              change: writer,
            })
          : Promise.resolve();
      // Only taking the owner role from an owner puts "the only owner stays" at stake. Any other
      // change is one update, conditional on the role as read: a concurrent change of it makes
      // the update match nothing, and the change is decided again under the lock.
      const { target } = await readBoth(context.adapter, false);
      const demotesOwner =
        holdsCreatorRole(target.role, options) && !holdsCreatorRole(role, options);
      if (!demotesOwner) {
        const asRead = [
          { field: "id", value: target.id },
          { field: "role", value: target.role },
        ];
        const updated = await changeWithEvent(
          context,
          (writer) => writer.updateRecord<MemberRow>("member", asRead, { role }),
          recordChange,
        );
        if (updated) return updated;
      }
      // Decided in the transaction that writes, under the organization's lock, on the caller and
      // the member as they are then: two owners demoting each other at once leave one owner.
      return context.internalAdapter.transaction(async (trx) => {
        await lockOrganization(trx.adapter, organizationId);
        const { target: current, owners } = await readBoth(trx.adapter, true);
        if (!holdsCreatorRole(role, options)) refuseLosingOnlyOwnerAmong(current, owners, options);
        const updated = await trx.updateRecord<MemberRow>(
          "member",
          [{ field: "id", value: current.id }],
          { role },
        );
        if (!updated) throw organizationError("BAD_REQUEST", "MEMBER_NOT_FOUND");
        await recordChange(updated, trx);
        return updated;
      });
    },
  );
}
