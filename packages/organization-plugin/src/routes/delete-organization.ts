import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import { clearActiveOrganizationEverywhere, findOrganizationById, listTeamsOf } from "../adapter";
import { refreshCallerSessionIfCleared, requireStoredSession } from "../caller-session";
import { requireAllowedMember } from "../membership";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { emitOrganizationEvent } from "../organization-events";

export type DeleteOrganizationEndpoint = ReturnType<typeof createDeleteOrganization>;

/**
 * POST /organization/delete {organizationId} → the deleted organization. Needs
 * organization:delete. Its members, invitations and teams go in the same transaction, and every
 * session that had it active (anyone's) loses it.
 */
export function createDeleteOrganization(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/delete",
    {
      method: "POST",
      body: z.object({ organizationId: z.string().min(1) }),
      metadata: {
        openapi: { summary: "Delete an organization with its members, invitations and teams" },
        responseSchema: modelReference("organization"),
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireStoredSession(ctx);
      const { organizationId } = body;
      await requireAllowedMember(context, options, {
        organizationId,
        userId: session.user.id,
        permissions: { organization: ["delete"] },
        denied: "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION",
      });
      const organization = await findOrganizationById(context.adapter, organizationId);
      if (!organization) throw organizationError("BAD_REQUEST", "ORGANIZATION_NOT_FOUND");
      await options.hooks.beforeDeleteOrganization?.({ organization, user: session.user });
      await context.internalAdapter.transaction(async (trx) => {
        const inOrganization = [{ field: "organizationId", value: organizationId }];
        await trx.deleteRecords("invitation", inOrganization);
        const teams = await listTeamsOf(trx.adapter, organizationId);
        if (teams.length > 0)
          await trx.deleteRecords("teamMember", [
            { field: "teamId", operator: "in", value: teams.map((team) => team.id) },
          ]);
        await trx.deleteRecords("team", inOrganization);
        await trx.deleteRecords("member", inOrganization);
        await clearActiveOrganizationEverywhere(trx, organizationId);
        await trx.deleteRecords("organization", [{ field: "id", value: organizationId }]);
        await emitOrganizationEvent(context, "organization.deleted", organizationId, {
          change: trx,
        });
      });
      await refreshCallerSessionIfCleared(ctx, session, organizationId);
      await options.hooks.afterDeleteOrganization?.({ organization, user: session.user });
      return organization;
    },
  );
}
