import type { Adapter, JoinSpec } from "@tollgate/auth-server";
import type { InvitationRow, OrganizationRow } from "./adapter";

// What get-invitation shows an invitee besides the invitation: the organization it is to and
// who sent it, while the sender is still a member of that organization.

/**
 * The invitation's organization, its inviter's user (email only) and the inviter's memberships
 * (one result row each; the one of the invitation's organization is looked for among them).
 * One object, so the adapter remembers the query's shape.
 */
const INVITATION_ORIGIN = {
  organization: { on: ["organizationId", "id"] },
  user: { on: ["inviterId", "id"], select: ["email"] },
  member: { on: ["inviterId", "userId"], select: ["organizationId"] },
} satisfies JoinSpec;

type OriginRow = InvitationRow & {
  organization: OrganizationRow | null;
  user: { id: string; email: string } | null;
  member: { id: string; organizationId: string } | null;
};

export interface InvitationWithOrigin {
  invitation: InvitationRow;
  /** Null when the organization is gone. */
  organization: OrganizationRow | null;
  /** The inviter's email; null when the inviter is no longer a member or their account is gone. */
  inviterEmail: string | null;
}

/** The invitation with its organization and its inviter's email, or null: one query. */
export async function findInvitationWithOrigin(
  adapter: Adapter,
  invitationId: string,
): Promise<InvitationWithOrigin | null> {
  const rows = await adapter.findMany<OriginRow>({
    model: "invitation",
    where: [{ field: "id", value: invitationId }],
    join: INVITATION_ORIGIN,
  });
  const first = rows[0];
  if (!first) return null;
  const { organization, user, member: _, ...invitation } = first;
  const stillMember = rows.some((row) => row.member?.organizationId === invitation.organizationId);
  // The row without its joined parts is the invitation row it was read as.
  return {
    invitation: invitation as InvitationRow,
    organization,
    inviterEmail: stillMember && user ? user.email : null,
  };
}
