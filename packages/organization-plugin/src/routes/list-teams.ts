import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import type { TeamRow } from "../adapter";
import { requireSessionForOrganization } from "../caller-session";
import { asMember, memberRead, requireMemberRow } from "../member-read";
import { targetOrganizationId } from "../membership";

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
      // The caller's membership and the teams in one read; the teams answered to members only.
      const [member, teams] = await context.adapter.readAll([
        memberRead(organizationId, session.user.id),
        { find: { model: "team", where: [{ field: "organizationId", value: organizationId }] } },
      ]);
      requireMemberRow(asMember(member), "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION");
      // readAll answers rows of the team model.
      return teams as TeamRow[];
    },
  );
}
