import { createAuthEndpoint, SERVER_ONLY } from "@tollgate/auth-server";
import { z } from "zod";
import type { MemberRow } from "../adapter";
import {
  memberCountRead,
  membershipsOfRead,
  refuseDuplicateMember,
  refuseExistingMember,
  requireFreeSeat,
} from "../member-joining";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { emitOrganizationEvent } from "../organization-events";
import { lockOrganization } from "../organization-lock";
import { roleInput, storedRole } from "../role-input";

export const addMemberBody = z.object({
  userId: z.string().min(1),
  role: roleInput,
  organizationId: z.string().min(1),
  teamId: z.string().optional(),
});

export type AddMemberEndpoint = ReturnType<typeof createAddMember>;

/**
 * auth.api.addMember {userId, role, organizationId, teamId?} → the member. Server-only (never
 * routed over HTTP). Refuses a user already a member, and a full organization (membership limit,
 * counted under a lock of the organization's row so concurrent adds cannot overshoot it).
 */
export function createAddMember(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/add-member",
    { method: "POST", body: addMemberBody, metadata: SERVER_ONLY },
    async (ctx) => {
      const { context, body } = ctx;
      const role = storedRole(body.role, options);
      const { organizationId, userId } = body;
      const data = { organizationId, userId, role };
      const userRead = { findOne: { model: "user", where: [{ field: "id", value: userId }] } };
      const { beforeAddMember } = options.hooks;
      // With a before hook, the organization and the user are checked before it runs (outside
      // the lock); without one, under the lock (which answers 'Organization not found' for a
      // missing organization), read with what the join needs.
      if (beforeAddMember) {
        const [organization, user] = await context.adapter.readAll([
          { findOne: { model: "organization", where: [{ field: "id", value: organizationId }] } },
          userRead,
        ]);
        if (!organization) throw organizationError("BAD_REQUEST", "ORGANIZATION_NOT_FOUND");
        if (!user) throw organizationError("BAD_REQUEST", "USER_NOT_FOUND", "userId");
        await beforeAddMember({ member: data });
      }
      const member = await context.internalAdapter
        .transaction(async (trx) => {
          await lockOrganization(trx.adapter, organizationId);
          const [user, members, count] = await trx.adapter.readAll([
            userRead,
            membershipsOfRead(organizationId, [userId]),
            memberCountRead(organizationId),
          ]);
          if (!user) throw organizationError("BAD_REQUEST", "USER_NOT_FOUND", "userId");
          refuseExistingMember(members, userId);
          requireFreeSeat(count, options.membershipLimit);
          const made = await trx.createRecord<MemberRow>("member", {
            ...data,
            teamId: body.teamId ?? null,
          });
          const added = { subject: made.userId, payload: { role }, change: trx };
          await emitOrganizationEvent(context, "organization.member-added", organizationId, added);
          return made;
        })
        .catch(refuseDuplicateMember);
      await options.hooks.afterAddMember?.({ member });
      return member;
    },
  );
}
