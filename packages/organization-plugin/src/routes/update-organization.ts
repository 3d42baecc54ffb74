import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import { type OrganizationRow, organizationBySlugRead } from "../adapter";
import { requireSessionForOrganization } from "../caller-session";
import { asMember, memberRead, requireAllowedMemberRow } from "../member-read";
import { targetOrganizationId } from "../membership";
import { organizationName, organizationSlug } from "../name-limits";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";

export const updateOrganizationBody = z.object({
  data: z.object({
    name: organizationName.optional(),
    slug: organizationSlug.optional(),
    logo: z.string().nullish(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
  organizationId: z.string().optional(),
});

export type UpdateOrganizationEndpoint = ReturnType<typeof createUpdateOrganization>;

/**
 * POST /organization/update {data{name?, slug?, logo?, metadata?}, organizationId?} → the
 * organization. Needs organization:update.
 */
export function createUpdateOrganization(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/update",
    {
      method: "POST",
      body: updateOrganizationBody,
      metadata: {
        openapi: { summary: "Change an organization's name, slug, logo or metadata" },
        responseSchema: modelReference("organization"),
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireSessionForOrganization(ctx, body.organizationId);
      const organizationId = targetOrganizationId(
        session,
        body.organizationId,
        "ORGANIZATION_NOT_FOUND",
      );
      // The caller's membership and, for a new slug, its holder: one read (one statement on
      // PostgreSQL), checked in that order.
      const slug = body.data.slug;
      const callerRead = memberRead(organizationId, session.user.id);
      const [callerRow, holder] =
        slug === undefined
          ? [await context.adapter.findOne(callerRead.findOne), null]
          : await context.adapter.readAll([callerRead, organizationBySlugRead(slug)]);
      const member = requireAllowedMemberRow(context, options, asMember(callerRow), {
        permissions: { organization: ["update"] },
        denied: "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION",
      });
      if (holder && holder.id !== organizationId)
        throw organizationError("BAD_REQUEST", "SLUG_IS_TAKEN", "slug");
      const changes = Object.fromEntries(
        Object.entries(body.data).filter(([, value]) => value !== undefined),
      );
      await options.hooks.beforeUpdateOrganization?.({
        organization: changes,
        organizationId,
        user: session.user,
        member,
      });
      const updated = await context.internalAdapter.updateRecord<OrganizationRow>(
        "organization",
        [{ field: "id", value: organizationId }],
        changes,
      );
      if (!updated) throw organizationError("BAD_REQUEST", "ORGANIZATION_NOT_FOUND");
      await options.hooks.afterUpdateOrganization?.({ organization: updated, user: session.user });
      return updated;
    },
  );
}
