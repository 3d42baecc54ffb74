import { createAuthEndpoint, modelReference, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import { findMember, listOrganizationsOfUser } from "../adapter";
import { requireAllowedMember, requireMembership, targetOrganizationId } from "../membership";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { listTeamsOfUser } from "../team-membership";

export type ListUserTeamsEndpoint = ReturnType<typeof createListUserTeams>;

/**
 * GET /organization/list-user-teams ?userId?&organizationId? → teams. Without parameters, the
 * caller's teams in every organization they are a member of; with organizationId, in that one.
 * Another user's teams (userId) are listed within the named, else active, organization and need
 * member:update there, as in Better Auth.
 */
export function createListUserTeams(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/list-user-teams",
    {
      method: "GET",
      query: z
        .object({ userId: z.string().optional(), organizationId: z.string().optional() })
        .optional(),
      metadata: {
        openapi: { summary: "The teams a user is in" },
        responseSchema: z.array(modelReference("team")),
      },
    },
    async (ctx) => {
      const { context, query } = ctx;
      const session = await requireSession(ctx, { disableCookieCache: true });
      const userId = query?.userId ?? session.user.id;
      if (userId !== session.user.id) {
        const organizationId = targetOrganizationId(session, query?.organizationId);
        await requireAllowedMember(context, options, {
          organizationId,
          userId: session.user.id,
          permissions: { member: ["update"] },
          denied: "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER",
        });
        if (!(await findMember(context.adapter, organizationId, userId)))
          throw organizationError(
            "BAD_REQUEST",
            "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
            "userId",
          );
        const teams = await listTeamsOfUser(context.adapter, userId);
        return teams.filter((team) => team.organizationId === organizationId);
      }
      const teams = await listTeamsOfUser(context.adapter, userId);
      if (query?.organizationId) {
        const organizationId = query.organizationId;
        await requireMembership(
          context.adapter,
          organizationId,
          userId,
          "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION",
        );
        return teams.filter((team) => team.organizationId === organizationId);
      }
      const memberOf = new Set(
        (await listOrganizationsOfUser(context.adapter, userId)).map((org) => org.id),
      );
      return teams.filter((team) => memberOf.has(team.organizationId));
    },
  );
}
