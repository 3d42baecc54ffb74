import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import { findOrganizationById, findOrganizationBySlug } from "../adapter";
import { requireStoredSession, updateCallerSession } from "../caller-session";
import { requireMembership } from "../membership";
import { organizationError } from "../organization-error";

export const setActiveOrganizationBody = z.object({
  organizationId: z.string().nullable().optional(),
  organizationSlug: z.string().optional(),
});

export type SetActiveOrganizationEndpoint = ReturnType<typeof createSetActiveOrganization>;

/**
 * POST /organization/set-active {organizationId?|organizationSlug?} → the organization, now
 * active on the caller's session; `organizationId: null` clears it (→ null). Members only.
 */
export function createSetActiveOrganization() {
  return createAuthEndpoint(
    "/organization/set-active",
    {
      method: "POST",
      body: setActiveOrganizationBody,
      metadata: {
        openapi: { summary: "Make an organization the session's active one, or clear it" },
        responseSchema: modelReference("organization").nullable(),
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireStoredSession(ctx);
      if (body.organizationId === null) {
        await updateCallerSession(ctx, session, {
          activeOrganizationId: null,
          activeTeamId: null,
        });
        return null;
      }
      const active = session.session.activeOrganizationId;
      const bySlug = body.organizationSlug
        ? await findOrganizationBySlug(context.adapter, body.organizationSlug)
        : null;
      const organizationId =
        body.organizationId ?? bySlug?.id ?? (typeof active === "string" ? active : null);
      if (!organizationId) {
        if (body.organizationSlug)
          throw organizationError("FORBIDDEN", "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION");
        return null;
      }
      await requireMembership(context.adapter, organizationId, session.user.id);
      const organization = await findOrganizationById(context.adapter, organizationId);
      if (!organization) throw organizationError("BAD_REQUEST", "ORGANIZATION_NOT_FOUND");
      await updateCallerSession(ctx, session, {
        activeOrganizationId: organization.id,
        activeTeamId: null,
      });
      return organization;
    },
  );
}
