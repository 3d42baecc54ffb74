import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import { memberWhere } from "../adapter";
import { refreshCallerSessionIfCleared, requireStoredSession } from "../caller-session";
import {
  membershipWithTraces,
  memberWithTracesRead,
  removeMembership,
  teamsOfRead,
} from "../member-removal";
import { ownersRead, refuseLosingOnlyOwnerAmong } from "../only-owner";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { emitOrganizationEvent } from "../organization-events";

export type LeaveOrganizationEndpoint = ReturnType<typeof createLeaveOrganization>;

/**
 * POST /organization/leave {organizationId} → the member that left. The only owner cannot leave
 * (counted again under the organization's lock, so two owners leaving at once leave one behind);
 * every session of the caller loses the organization. A member who is not an owner leaves in
 * one write batch, without the lock; an owner while another owner is one, checked after the
 * lock in the same round trip (member-removal.ts).
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
      const { organizationId } = body;
      const [rows, teams, owners] = await context.adapter.readAll([
        memberWithTracesRead(organizationId, memberWhere(organizationId, session.user.id)),
        teamsOfRead(organizationId),
        ownersRead(organizationId, options.creatorRole),
      ]);
      const { member, traces } = membershipWithTraces(rows, teams);
      if (!member) throw organizationError("BAD_REQUEST", "MEMBER_NOT_FOUND");
      // The only owner as read is refused at once (as remove-member does); the lock decides
      // only when another owner was read with them.
      refuseLosingOnlyOwnerAmong(member, owners, options);
      const { member: left, clearedSessions } = await removeMembership(
        context.internalAdapter,
        options,
        { member, traces, owners, callerUserId: session.user.id },
      );
      const gone = { subject: left.userId, payload: { role: left.role, left: true } };
      await emitOrganizationEvent(context, "organization.member-removed", organizationId, gone);
      await refreshCallerSessionIfCleared(ctx, session, clearedSessions);
      return left;
    },
  );
}
