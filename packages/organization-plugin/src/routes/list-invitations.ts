import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import { listInvitationsOf } from "../adapter";
import { requireSessionForOrganization } from "../caller-session";
import { requireMembership, targetOrganizationId } from "../membership";

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
      await requireMembership(
        context.adapter,
        organizationId,
        session.user.id,
        "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION",
      );
      return listInvitationsOf(context.adapter, organizationId);
    },
  );
}
