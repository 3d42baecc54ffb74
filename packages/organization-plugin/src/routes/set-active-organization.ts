import type { Adapter } from "@tollgate/auth-server";
import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import {
  type OrganizationRow,
  type OrganizationWithMembership,
  organizationWithMembershipRead,
} from "../adapter";
import { requireStoredSession, updateCallerSession } from "../caller-session";
import { organizationError } from "../organization-error";

export const setActiveOrganizationBody = z.object({
  organizationId: z.string().nullable().optional(),
  organizationSlug: z.string().optional(),
});

/**
 * The organization of `slug` (when given) and the one of `id` (when given), each with the
 * user's membership of it: one statement.
 */
async function readCandidates(
  adapter: Adapter,
  userId: string,
  slug: string | undefined,
  id: string | null,
): Promise<[OrganizationWithMembership | null, OrganizationWithMembership | null]> {
  const bySlug = organizationWithMembershipRead([{ field: "slug", value: slug }], userId);
  const byId = organizationWithMembershipRead([{ field: "id", value: id }], userId);
  // The rows read from the organization table, membership joined, are such rows.
  if (slug && id)
    return (await adapter.readAll([bySlug, byId])) as [
      OrganizationWithMembership | null,
      OrganizationWithMembership | null,
    ];
  if (slug)
    return [(await adapter.findOne(bySlug.findOne)) as OrganizationWithMembership | null, null];
  if (id) return [null, (await adapter.findOne(byId.findOne)) as OrganizationWithMembership | null];
  return [null, null];
}

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
      // As before: the named id, else the organization of the slug, else the active one (also
      // when the slug names none). Each is read with the caller's membership, in one statement.
      const fallbackId = body.organizationId ?? (typeof active === "string" ? active : null);
      const slug = body.organizationId ? undefined : body.organizationSlug;
      const [bySlug, byId] = await readCandidates(
        context.adapter,
        session.user.id,
        slug,
        fallbackId,
      );
      const organization = bySlug ?? byId;
      if (!organization) {
        if (body.organizationSlug)
          throw organizationError("FORBIDDEN", "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION");
        if (!fallbackId) return null;
      }
      if (!organization?.member)
        throw organizationError("FORBIDDEN", "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION");
      const { member: _, ...chosen } = organization;
      await updateCallerSession(ctx, session, {
        activeOrganizationId: chosen.id,
        activeTeamId: null,
      });
      // The row without its joined membership is the organization row it was read as.
      return chosen as OrganizationRow;
    },
  );
}
