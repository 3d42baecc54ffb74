import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import { countOwners, findMemberById, type MemberRow } from "../adapter";
import { requireSessionForOrganization } from "../caller-session";
import { requireAllowedMember, targetOrganizationId } from "../membership";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { holdsCreatorRole, roleInput, storedRole } from "../role-input";

export const updateMemberRoleBody = z.object({
  role: roleInput,
  memberId: z.string().min(1),
  organizationId: z.string().optional(),
});

export type UpdateMemberRoleEndpoint = ReturnType<typeof createUpdateMemberRole>;

/**
 * POST /organization/update-member-role {role, memberId, organizationId?} → the member. Needs
 * member:update; only an owner changes an owner or makes one; the only owner keeps the role.
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
      const caller = await requireAllowedMember(context.adapter, options, {
        organizationId,
        userId: session.user.id,
        permissions: { member: ["update"] },
        denied: "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER",
      });
      const target = await findMemberById(context.adapter, body.memberId);
      if (!target || target.organizationId !== organizationId)
        throw organizationError("BAD_REQUEST", "MEMBER_NOT_FOUND");
      const touchesOwner =
        holdsCreatorRole(target.role, options) || holdsCreatorRole(role, options);
      if (touchesOwner && !holdsCreatorRole(caller.role, options))
        throw organizationError("FORBIDDEN", "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER");
      if (
        holdsCreatorRole(target.role, options) &&
        !holdsCreatorRole(role, options) &&
        (await countOwners(context.adapter, organizationId, options.creatorRole)) <= 1
      )
        throw organizationError(
          "BAD_REQUEST",
          "YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER",
        );
      const updated = await context.internalAdapter.updateRecord<MemberRow>(
        "member",
        [{ field: "id", value: target.id }],
        { role },
      );
      if (!updated) throw organizationError("BAD_REQUEST", "MEMBER_NOT_FOUND");
      return updated;
    },
  );
}
