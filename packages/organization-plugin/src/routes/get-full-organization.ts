import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import { memberWithUserAnswer, recordWith } from "../answers";
import { requireSessionForOrganization } from "../caller-session";
import { readFullOrganization } from "../full-organization-read";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import type { OrganizationNamed } from "../organization-named";

export const getFullOrganizationQuery = z
  .object({
    organizationId: z.string().optional(),
    organizationSlug: z.string().optional(),
    membersLimit: z.coerce.number().int().positive().optional(),
  })
  .optional();

/** The organization with its members (and their users), invitations and teams; or null. */
const getFullOrganizationAnswer = recordWith("organization", {
  members: z.array(memberWithUserAnswer),
  invitations: z.array(modelReference("invitation")),
  teams: z.array(modelReference("team")),
}).nullable();

export type GetFullOrganizationEndpoint = ReturnType<typeof createGetFullOrganization>;

/**
 * GET /organization/get-full-organization ?organizationId|organizationSlug, membersLimit? → the
 * organization with its members (and their users), invitations and teams; null when none is
 * named and none is active. Members only: anyone else gets 403, whether or not it exists.
 */
export function createGetFullOrganization(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/get-full-organization",
    {
      method: "GET",
      query: getFullOrganizationQuery,
      metadata: {
        openapi: {
          summary: "The organization with its members, invitations and teams (null when none)",
        },
        responseSchema: getFullOrganizationAnswer,
      },
    },
    async (ctx) => {
      const { context, query } = ctx;
      const session = await requireSessionForOrganization(
        ctx,
        query?.organizationSlug ?? query?.organizationId,
      );
      const active = session.session.activeOrganizationId;
      const organizationId =
        query?.organizationId ?? (typeof active === "string" ? active : undefined);
      // A slug is read in the statement that reads the rest: an unknown one finds no
      // membership, so it is refused like a foreign organization (existence is not revealed).
      const named: OrganizationNamed | undefined = query?.organizationSlug
        ? { slug: query.organizationSlug }
        : organizationId === undefined
          ? undefined
          : { id: organizationId };
      if (named === undefined) return null;
      const limit = Math.min(
        query?.membersLimit ?? options.membershipLimit,
        options.membershipLimit,
      );
      // The caller's membership, the organization and what is answered come in one read.
      const { membership, members, invitations, teams } = await readFullOrganization(
        context.adapter,
        named,
        session.user.id,
        limit,
      );
      if (!membership)
        throw organizationError("FORBIDDEN", "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION");
      const { organization } = membership;
      if (!organization) throw organizationError("BAD_REQUEST", "ORGANIZATION_NOT_FOUND");
      return { ...organization, members, invitations, teams };
    },
  );
}
