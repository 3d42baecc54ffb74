import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import { type InvitationRow, invitationsOfRead } from "../adapter";
import { requireSessionForOrganization } from "../caller-session";
import { memberRead } from "../member-read";
import { targetOrganizationId } from "../membership";
import { organizationError } from "../organization-error";

export type ListInvitationsEndpoint = ReturnType<typeof createListInvitations>;

/** GET /organization/list-invitations ?organizationId? → the organization's invitations. Members only. */
export function createListInvitations() {
  return createAuthEndpoint(
    "/organization/list-invitations",
    {
      method: "GET",
      query: z.object({ organizationId: z.string().optional() }).optional(),
      metadata: {
        openapi: { summary: "The organization's invitations, whatever their status" },
        responseSchema: z.array(modelReference("invitation")),
      },
    },
    async (ctx) => {
      const { context, query } = ctx;
      const session = await requireSessionForOrganization(ctx, query?.organizationId);
      const organizationId = targetOrganizationId(
        session,
        query?.organizationId,
        "ORGANIZATION_ID_IS_REQUIRED",
      );
      // The caller's membership and the invitations in one statement; the invitations are
      // answered only to a member.
      const [member, invitations] = await context.adapter.readAll([
        memberRead(organizationId, session.user.id),
        invitationsOfRead(organizationId),
      ]);
      if (!member)
        throw organizationError("FORBIDDEN", "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION");
      // The rows read from the invitation table are invitation rows.
      return invitations as InvitationRow[];
    },
  );
}
