import {
  type Adapter,
  type RequestContext,
  requireScope,
  type SessionWithUser,
} from "@tollgate/auth-server";
import type { AuthorizeRequest, Statements } from "@tollgate/auth-server/access";
import { roleAllows } from "./access/role-allows";
import { findMember, type MemberRow } from "./adapter";
import type { OrganizationErrorCode } from "./error-codes";
import type { ResolvedOrganizationOptions } from "./options";
import { organizationError } from "./organization-error";

/** The organization a call is about: the one named, else the session's active one. */
export function targetOrganizationId(
  session: SessionWithUser,
  named: string | null | undefined,
  missing: OrganizationErrorCode = "NO_ACTIVE_ORGANIZATION",
): string {
  const active = session.session.activeOrganizationId;
  const id = named ?? (typeof active === "string" ? active : null);
  if (!id) throw organizationError("BAD_REQUEST", missing);
  return id;
}

/**
 * The caller's membership, read from the database on every call (the session's active
 * organization is never trusted). A non-member gets 403 whether or not the organization exists,
 * so an organization id reveals nothing to outsiders.
 */
export async function requireMembership(
  adapter: Adapter,
  organizationId: string,
  userId: string,
  refusal: OrganizationErrorCode = "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
): Promise<MemberRow> {
  const member = await findMember(adapter, organizationId, userId);
  if (!member) throw organizationError("FORBIDDEN", refusal);
  return member;
}

/** Refuses with `refusal` unless one of the member's roles allows the whole request. */
export function requirePermission(
  options: ResolvedOrganizationOptions,
  member: MemberRow,
  permissions: AuthorizeRequest<Statements>,
  refusal: OrganizationErrorCode,
): void {
  if (!roleAllows({ role: member.role, permissions, roles: options.roles }))
    throw organizationError("FORBIDDEN", refusal);
}

/**
 * The caller's membership, refused unless one of its roles allows `permissions`: the preamble of
 * every organization call that changes something. A non-member gets `notMember` (default 'You
 * are not a member of this organization'), a member without the permission gets `denied`. A
 * session made from a credential with a scope (an API key's permissions) must hold
 * `permissions` too (the core's requireScope). Reads through `adapter` (a transaction's, when
 * the caller decides inside one), the request's by default.
 */
export async function requireAllowedMember(
  context: RequestContext,
  options: ResolvedOrganizationOptions,
  check: {
    organizationId: string;
    userId: string;
    permissions: AuthorizeRequest<Statements>;
    denied: OrganizationErrorCode;
    notMember?: OrganizationErrorCode;
  },
  adapter: Adapter = context.adapter,
): Promise<MemberRow> {
  const member = await requireMembership(
    adapter,
    check.organizationId,
    check.userId,
    check.notMember,
  );
  requirePermission(options, member, check.permissions, check.denied);
  requireScope(context, check.permissions);
  return member;
}
