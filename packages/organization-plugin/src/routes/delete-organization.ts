import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import type { OrganizationRow } from "../adapter";
import { requireStoredSession } from "../caller-session";
import { refreshCallerSessionFrom } from "../caller-session-write";
import { asMember, memberRead, requireAllowedMemberRow } from "../member-read";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { changeWithEvent, emitOrganizationEvent } from "../organization-events";

export type DeleteOrganizationEndpoint = ReturnType<typeof createDeleteOrganization>;

/**
 * POST /organization/delete {organizationId} → the deleted organization. Needs
 * organization:delete. Its members, invitations and teams go with it, all or none, and every
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
      // What the checks need (the caller's membership, the organization, its teams) in one read.
      const inOrganization = [{ field: "organizationId", value: organizationId }];
      const [member, found, teams] = await context.adapter.readAll([
        memberRead(organizationId, session.user.id),
        { findOne: { model: "organization", where: [{ field: "id", value: organizationId }] } },
        { find: { model: "team", where: inOrganization } },
      ]);
      requireAllowedMemberRow(context, options, asMember(member), {
        permissions: { organization: ["delete"] },
        denied: "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION",
      });
      if (!found) throw organizationError("BAD_REQUEST", "ORGANIZATION_NOT_FOUND");
      // readAll answers a row of the organization model.
      const organization = found as OrganizationRow;
      await options.hooks.beforeDeleteOrganization?.({ organization, user: session.user });
      // The organization goes with everything in it in one batch of writes (one statement on
      // PostgreSQL; with its event in one transaction when an audit plugin listens), and every
      // session that had it active (anyone's) loses it.
      const teamIds = teams.map((team) => team.id);
      const sessions = await changeWithEvent(
        context,
        async (writer) => {
          const [cleared] = await writer.writeRecords([
            {
              update: {
                model: "session",
                where: [{ field: "activeOrganizationId", value: organizationId }],
                data: { activeOrganizationId: null, activeTeamId: null },
              },
            },
            { delete: { model: "invitation", where: inOrganization } },
            ...(teamIds.length > 0
              ? [
                  {
                    delete: {
                      model: "teamMember",
                      where: [{ field: "teamId", operator: "in" as const, value: teamIds }],
                    },
                  },
                ]
              : []),
            { delete: { model: "team", where: inOrganization } },
            { delete: { model: "member", where: inOrganization } },
            { delete: { model: "organization", where: [{ field: "id", value: organizationId }] } },
          ]);
          return cleared;
        },
        (_, writer) =>
          emitOrganizationEvent(context, "organization.deleted", organizationId, {
            change: writer,
          }),
      );
      await refreshCallerSessionFrom(ctx, session, sessions);
      await options.hooks.afterDeleteOrganization?.({ organization, user: session.user });
      return organization;
    },
  );
}
