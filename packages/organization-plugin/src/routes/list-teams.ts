import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import { listTeamsOf } from "../adapter";
import { requireSessionForOrganization } from "../caller-session";
import { requireMembership, targetOrganizationId } from "../membership";

export type ListTeamsEndpoint = ReturnType<typeof createListTeams>;

/** GET /organization/list-teams ?organizationId? → the organization's teams. Members only. */
export function createListTeams() {
  return createAuthEndpoint(
    "/organization/list-teams",
    {
      method: "GET",
      query: z.object({ organizationId: z.string().optional() }).optional(),
      metadata: {
        openapi: { summary: "The organization's teams" },
        responseSchema: z.array(modelReference("team")),
      },
    },
    async (ctx) => {
      const { context, query } = ctx;
      const session = await requireSessionForOrganization(ctx, query?.organizationId);
      const organizationId = targetOrganizationId(session, query?.organizationId);
      await requireMembership(
        context.adapter,
        organizationId,
        session.user.id,
        "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION",
      );
      return listTeamsOf(context.adapter, organizationId);
    },
  );
}
