import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import { countOwners, findMember } from "../adapter";
import { refreshCallerSessionIfCleared, requireStoredSession } from "../caller-session";
import { removeMembership } from "../member-removal";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { holdsCreatorRole } from "../role-input";

export type LeaveOrganizationEndpoint = ReturnType<typeof createLeaveOrganization>;

/**
 * POST /organization/leave {organizationId} → the member that left. The only owner cannot leave;
 * every session of the caller loses the organization.
 */
export function createLeaveOrganization(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/leave",
    {
      method: "POST",
      body: z.object({ organizationId: z.string().min(1) }),
      metadata: {
        openapi: { summary: "Leave an organization" },
        responseSchema: modelReference("member"),
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireStoredSession(ctx);
      const member = await findMember(context.adapter, body.organizationId, session.user.id);
      if (!member) throw organizationError("BAD_REQUEST", "MEMBER_NOT_FOUND");
      if (
        holdsCreatorRole(member.role, options) &&
        (await countOwners(context.adapter, body.organizationId, options.creatorRole)) <= 1
      )
        throw organizationError(
          "BAD_REQUEST",
          "YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER",
        );
      await removeMembership(context.internalAdapter, member);
      await refreshCallerSessionIfCleared(ctx, session, member.organizationId);
      return member;
    },
  );
}
