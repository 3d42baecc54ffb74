import {
  type Adapter,
  createAuthEndpoint,
  type InternalAdapter,
  modelReference,
  type Where,
} from "@tollgate/auth-server";
import { z } from "zod";
import type { MemberRow } from "../adapter";
import { requireSessionForOrganization } from "../caller-session";
import type { Guard } from "../guarded-writes";
import { asMember, memberRead, requireAllowedMemberRow } from "../member-read";
import { targetOrganizationId } from "../membership";
import { anotherOwner, ownersRead, refuseLosingOnlyOwnerAmong, stillAsRead } from "../only-owner";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { changeWithEvent, emitOrganizationEvent } from "../organization-events";
import { lockOrganization } from "../organization-lock";
import { holdsCreatorRole, roleInput, storedRole } from "../role-input";
import { organizationRow } from "../team-name";

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
 * An owner's demotion is written only while the caller, the member and another owner are as
 * read, after the organization's lock (else decided under the lock on them as they are then):
 * two owners demoting each other at once leave one owner. Any other change is one update made
 * only while the member is as read, without the lock.
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
      /** The caller (allowed), the target (of this organization) and the owners, as `adapter` reads them. */
      const readAll = async (adapter: Adapter) => {
        const [callerRow, targetRow, owners] = await adapter.readAll([
          memberRead(organizationId, session.user.id),
          targetRead,
          ownersRead(organizationId, options.creatorRole),
        ]);
        const caller = requireAllowedMemberRow(context, options, asMember(callerRow), callerCheck);
        const target = asMember(targetRow);
        if (!target || target.organizationId !== organizationId)
          throw organizationError("BAD_REQUEST", "MEMBER_NOT_FOUND");
        authorizeRoleChange(options, caller, target, role);
        return { caller, target, owners };
      };
      const recordChange = (updated: MemberRow | null, writer: InternalAdapter) =>
        updated
          ? emitOrganizationEvent(context, "organization.member-role-changed", organizationId, {
              subject: updated.userId,
              payload: { role },
              change: writer,
            })
          : Promise.resolve();
      const byId = [{ field: "id", value: body.memberId }];
      /** The update, made only while `when` holds (read after `lock`); null when it did not. */
      const updateIf = (when: Guard["condition"][], lock?: { model: string; where: Where[] }) =>
        changeWithEvent(
          context,
          async (writer) => {
            const written = await writer.writeRecordsIf({
              ...(lock ? { lock } : {}),
              when,
              writes: [{ update: { model: "member", where: byId, data: { role } } }],
            });
            // The member rows updated.
            return ((written.answers?.[0] as MemberRow[] | undefined) ?? [])[0] ?? null;
          },
          recordChange,
        );
      // Only taking the owner role from an owner puts "the only owner stays" at stake. Any other
      // change is one update made only while the member is as read; an owner's demotion, only
      // while the caller and another owner read with them are as read, after the organization's
      // lock. When they changed meanwhile, the change is decided again under the lock.
      const { caller, target, owners } = await readAll(context.adapter);
      const demotesOwner =
        holdsCreatorRole(target.role, options) && !holdsCreatorRole(role, options);
      if (!demotesOwner) {
        const updated = await updateIf([stillAsRead(target)]);
        if (updated) return updated;
      } else {
        const other = anotherOwner(owners, target.id, options);
        // The only owner as read is refused at once (as remove-member does); the lock decides
        // only when another owner was read with them.
        if (!other) refuseLosingOnlyOwnerAmong(target, owners, options);
        const lock = organizationRow(organizationId);
        const updated =
          other &&
          (await updateIf([stillAsRead(target), stillAsRead(caller), stillAsRead(other)], lock));
        if (updated) return updated;
      }
      // Decided in the transaction that writes, under the organization's lock, on the caller and
      // the member as they are then: two owners demoting each other at once leave one owner.
      return context.internalAdapter.transaction(async (trx) => {
        await lockOrganization(trx.adapter, organizationId);
        const { target: current, owners: ownersNow } = await readAll(trx.adapter);
        if (!holdsCreatorRole(role, options))
          refuseLosingOnlyOwnerAmong(current, ownersNow, options);
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
