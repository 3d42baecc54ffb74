import type { RequestContext, Row, Where } from "@tollgate/auth-server";
import { requireScope } from "@tollgate/auth-server";
import type { AuthorizeRequest, Statements } from "@tollgate/auth-server/access";
import type { MemberRow } from "./adapter";
import type { OrganizationErrorCode } from "./error-codes";
import { requirePermission } from "./membership";
import type { ResolvedOrganizationOptions } from "./options";
import { organizationError } from "./organization-error";

// A membership read as one part of an adapter.readAll (with whatever else the call needs, in one
// statement on PostgreSQL), then checked as requireMembership / requireAllowedMember check it.

/** The read of a user's membership of an organization, for adapter.readAll. */
export const memberRead = (
  organizationId: string,
  userId: string,
): { findOne: { model: string; where: Where[] } } => ({
  findOne: {
    model: "member",
    where: [
      { field: "organizationId", value: organizationId },
      { field: "userId", value: userId },
    ],
  },
});

/** A member row as readAll answers it (the member model's fields), or null. */
export const asMember = (row: Row | null | undefined): MemberRow | null =>
  row ? (row as MemberRow) : null;

/** Refuses a non-member with 403 `refusal` (requireMembership's answer). */
export function requireMemberRow(
  member: MemberRow | null,
  refusal: OrganizationErrorCode = "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
): MemberRow {
  if (!member) throw organizationError("FORBIDDEN", refusal);
  return member;
}

/**
 * requireAllowedMember's checks on a membership already read: a non-member gets `notMember`, a
 * member whose roles do not allow `permissions` gets `denied`, a scoped session (an API key's)
 * must hold them too.
 */
export function requireAllowedMemberRow(
  context: RequestContext,
  options: ResolvedOrganizationOptions,
  member: MemberRow | null,
  check: {
    permissions: AuthorizeRequest<Statements>;
    denied: OrganizationErrorCode;
    notMember?: OrganizationErrorCode;
  },
): MemberRow {
  const allowed = requireMemberRow(member, check.notMember);
  requirePermission(options, allowed, check.permissions, check.denied);
  requireScope(context, check.permissions);
  return allowed;
}
