import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import { findMember } from "../adapter";
import { refreshCallerSessionIfCleared, requireStoredSession } from "../caller-session";
import { removeMembership } from "../member-removal";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { emitOrganizationEvent } from "../organization-events";

export type LeaveOrganizationEndpoint = ReturnType<typeof createLeaveOrganization>;

/**
 * POST /organization/leave {organizationId} → the member that left. The only owner cannot leave
 * (counted again under the organization's lock, so two owners leaving at once leave one behind);
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
      const left = await removeMembership(context.internalAdapter, member, options);
      const gone = { subject: left.userId, payload: { role: left.role, left: true } };
      await emitOrganizationEvent(
        context,
        "organization.member-removed",
        left.organizationId,
        gone,
      );
      await refreshCallerSessionIfCleared(ctx, session, left.organizationId);
      return left;
    },
  );
}
