import { type Adapter, createAuthEndpoint, type SessionWithUser } from "@tollgate/auth-server";
import { z } from "zod";
import {
  listMembersWithUsers,
  membersWithUsers,
  membersWithUsersRead,
  organizationBySlugRead,
} from "../adapter";
import { memberWithUserAnswer } from "../answers";
import { requireSessionForOrganization } from "../caller-session";
import { asMember, memberCountRead, memberRead, requireMemberRow } from "../member-read";
import { targetOrganizationId } from "../membership";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { ofOrganization } from "../organization-named";

export const listMembersQuery = z
  .object({
    organizationId: z.string().optional(),
    organizationSlug: z.string().optional(),
    limit: z.coerce.number().int().positive().optional(),
  })
  .optional();

/** A page of members (oldest first) and the organization's member count. */
const listMembersAnswer = z.strictObject({
  members: z.array(memberWithUserAnswer),
  total: z.number().int().nonnegative(),
});

export type ListMembersEndpoint = ReturnType<typeof createListMembers>;

/**
 * GET /organization/list-members ?organizationId|organizationSlug, limit? → {members, total}, at
 * most the membership limit of them. Members only (403 to anyone else, existing or not).
 */
export function createListMembers(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/list-members",
    {
      method: "GET",
      query: listMembersQuery,
      metadata: {
        openapi: { summary: "The organization's members with their users, and how many there are" },
        responseSchema: listMembersAnswer,
      },
    },
    async (ctx) => {
      const { context, query } = ctx;
      const session = await requireSessionForOrganization(
        ctx,
        query?.organizationSlug ?? query?.organizationId,
      );
      const limit = Math.min(query?.limit ?? options.membershipLimit, options.membershipLimit);
      const { organizationId, members } = query?.organizationSlug
        ? await membersBySlug(context.adapter, session, query.organizationSlug, limit)
        : await membersById(context.adapter, session, query?.organizationId, limit);
      // A page short of its limit is the whole organization: it says both whether the caller
      // is a member and how many there are, in the one statement that read it (nothing of it
      // is answered to a non-member). A full page needs both asked, in one more statement.
      if (members.length < limit) {
        if (!members.some((member) => member.userId === session.user.id))
          throw organizationError("FORBIDDEN", "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION");
        return { members, total: members.length };
      }
      const [caller, total] = await context.adapter.readAll([
        memberRead(organizationId, session.user.id),
        memberCountRead(organizationId),
      ]);
      requireMemberRow(asMember(caller), "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION");
      return { members, total };
    },
  );
}

/** The page of members of the organization named by id, else of the active one. */
async function membersById(
  adapter: Adapter,
  session: SessionWithUser,
  named: string | undefined,
  limit: number,
) {
  const organizationId = targetOrganizationId(session, named);
  const members = await listMembersWithUsers(
    adapter,
    ofOrganization({ id: organizationId }),
    limit,
  );
  return { organizationId, members };
}

/**
 * The page of members of the organization named by slug, read with the organization in one
 * statement (its id a subquery of the members' read). An unknown slug is refused as one naming no
 * organization (400), before any membership check.
 */
async function membersBySlug(
  adapter: Adapter,
  session: SessionWithUser,
  slug: string,
  limit: number,
) {
  const [organization, rows] = await adapter.readAll([
    organizationBySlugRead(slug),
    membersWithUsersRead(ofOrganization({ slug }), limit),
  ]);
  const organizationId = targetOrganizationId(session, organization ? String(organization.id) : "");
  return { organizationId, members: membersWithUsers(rows) };
}
