import { type JoinSpec, type RequestContext, type Row, requireScope } from "@tollgate/auth-server";
import type { InvitationRow, MemberRow, OrganizationRow } from "./adapter";
import { teamsRead } from "./invitation-teams";
import { requirePermission } from "./membership";
import type { ResolvedOrganizationOptions } from "./options";
import { organizationError } from "./organization-error";

// What invite-member needs to know before it writes, in one readAll: the inviter's membership
// joined with the organization and the invitee's open invitation to it, the invitee (if they
// have an account) joined with their membership, and the teams named.

/** The pending invitations of `email` to the member's organization, joined onto the member. */
const pendingInvitationOf = (email: string) => ({
  on: ["organizationId", "organizationId"] as [string, string],
  where: [
    { field: "email", value: email },
    { field: "status", value: "pending" },
  ],
});

export interface Inviter {
  member: MemberRow;
  /** Null only when the organization went away (its members go with it). */
  organization: OrganizationRow | null;
  /** The invitee's pending invitation to the organization, if there is one. */
  pending: InvitationRow | null;
  /** Whether the user with the invitee's address (if any) is a member of the organization. */
  inviteeIsMember: boolean;
  /** The teams of `teamIds` that exist (of any organization). */
  teams: Row[];
}

type InviterRow = MemberRow & {
  organization: OrganizationRow | null;
  invitation: InvitationRow | null;
};

/**
 * The caller's membership of the organization, refused unless its role may create invitations
 * (and a key's session holds that permission too), with the organization, the pending
 * invitation of `email` to it, whether the user of that address is a member already, and the
 * teams the invitation names: one statement on PostgreSQL. A non-member gets 403 'You are not a
 * member of this organization', as requireAllowedMember answers.
 */
export async function requireInviter(
  context: RequestContext,
  options: ResolvedOrganizationOptions,
  check: { organizationId: string; userId: string; email: string; teamIds: string[] },
): Promise<Inviter> {
  const inviterRead = {
    findOne: {
      model: "member",
      where: [
        { field: "organizationId", value: check.organizationId },
        { field: "userId", value: check.userId },
      ],
      join: {
        organization: { on: ["organizationId", "id"] },
        invitation: pendingInvitationOf(check.email),
      } satisfies JoinSpec,
    },
  };
  const inviteeRead = {
    findOne: {
      model: "user",
      where: [{ field: "email", value: check.email }],
      join: {
        member: {
          on: ["id", "userId"],
          where: [{ field: "organizationId", value: check.organizationId }],
          select: ["organizationId"],
        },
      } satisfies JoinSpec,
    },
  };
  const [found, invitee, teams] =
    check.teamIds.length > 0
      ? await context.adapter.readAll([inviterRead, inviteeRead, teamsRead(check.teamIds)])
      : [...(await context.adapter.readAll([inviterRead, inviteeRead])), []];
  if (!found) throw organizationError("FORBIDDEN", "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION");
  // The member row read with its organization and pending invitation joined.
  const { organization, invitation, ...member } = found as InviterRow;
  const permissions = { invitation: ["create"] };
  requirePermission(
    options,
    member as MemberRow,
    permissions,
    "YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION",
  );
  requireScope(context, permissions);
  return {
    // The row without its joined parts is the member row it was read as.
    member: member as MemberRow,
    organization,
    pending: invitation,
    inviteeIsMember: invitee?.member != null,
    teams,
  };
}
