import {
  type Adapter,
  createAuthEndpoint,
  type SessionWithUser,
  type Where,
} from "@tollgate/auth-server";
import { z } from "zod";
import { membersWithUsers, membersWithUsersRead, organizationBySlugRead } from "../adapter";
import { memberWithUserAnswer } from "../answers";
import { requireSessionForOrganization } from "../caller-session";
import { asMember, requireMemberRow } from "../member-read";
import { targetOrganizationId } from "../membership";
import type { ResolvedOrganizationOptions } from "../options";
import { type OrganizationNamed, ofOrganization } from "../organization-named";

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
      const { members, caller, count } = query?.organizationSlug
        ? await pageBySlug(context.adapter, session, query.organizationSlug, limit)
        : await pageOf(
            context.adapter,
            { id: targetOrganizationId(session, query?.organizationId) },
            session.user.id,
            limit,
          );
      requireMemberRow(asMember(caller), "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION");
      // A page short of its limit is the whole organization: its length is the total.
      return { members, total: members.length < limit ? members.length : count };
    },
  );
}

/**
 * The reads of a page of the named organization's members: the page, the caller's membership
 * and how many members there are, whatever the page's fullness (each a subquery of one
 * statement on PostgreSQL).
 */
function pageReads(
  named: OrganizationNamed,
  userId: string,
  limit: number,
): [
  ReturnType<typeof membersWithUsersRead>,
  { findOne: { model: string; where: Where[] } },
  { count: { model: string; where: Where[] } },
] {
  const members = ofOrganization(named);
  return [
    membersWithUsersRead(members, limit),
    { findOne: { model: "member", where: [...members, { field: "userId", value: userId }] } },
    { count: { model: "member", where: members } },
  ];
}

/** The page, the caller's membership and the member count of the organization named by id. */
async function pageOf(adapter: Adapter, named: OrganizationNamed, userId: string, limit: number) {
  const [rows, caller, count] = await adapter.readAll(pageReads(named, userId, limit));
  return { members: membersWithUsers(rows), caller, count };
}

/**
 * pageOf's reads of the organization named by slug, with the organization in the same statement
 * (its id a subquery of each read). An unknown slug is refused as one naming no organization
 * (400), before any membership check.
 */
async function pageBySlug(adapter: Adapter, session: SessionWithUser, slug: string, limit: number) {
  const [organization, rows, caller, count] = await adapter.readAll([
    organizationBySlugRead(slug),
    ...pageReads({ slug }, session.user.id, limit),
  ]);
  targetOrganizationId(session, organization ? String(organization.id) : "");
  return { members: membersWithUsers(rows), caller, count };
}
