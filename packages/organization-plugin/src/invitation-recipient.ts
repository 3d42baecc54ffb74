import type { Adapter, User } from "@tollgate/auth-server";
import { findInvitationById, type InvitationRow } from "./adapter";
import { organizationError } from "./organization-error";

/** Whether the invitation is still open: pending and not expired. */
export const isOpen = (invitation: InvitationRow, now = new Date()) =>
  invitation.status === "pending" && new Date(invitation.expiresAt).getTime() > now.getTime();

/**
 * The open invitation addressed to `user` (emails compared case-insensitively): 400 'Invitation
 * not found' when it is missing, answered, canceled or expired; 403 'You are not the recipient
 * of the invitation' when it is someone else's.
 */
export async function openInvitationFor(
  adapter: Adapter,
  invitationId: string,
  user: Pick<User, "email">,
): Promise<InvitationRow> {
  const invitation = await findInvitationById(adapter, invitationId);
  if (!invitation || !isOpen(invitation))
    throw organizationError("BAD_REQUEST", "INVITATION_NOT_FOUND");
  if (invitation.email.toLowerCase() !== user.email.toLowerCase())
    throw organizationError("FORBIDDEN", "YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION");
  return invitation;
}

/** The conditional update that claims an open invitation: only one concurrent claim matches. */
export const openInvitationWhere = (invitationId: string) => [
  { field: "id", value: invitationId },
  { field: "status", value: "pending" },
  { field: "expiresAt", value: new Date(), operator: "gt" as const },
];
