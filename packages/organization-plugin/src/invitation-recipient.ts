import type { Adapter, User } from "@tollgate/auth-server";
import { findInvitationById, type InvitationRow } from "./adapter";
import type { OrganizationErrorCode } from "./error-codes";
import { organizationError } from "./organization-error";

/** Whether the invitation is still open: pending and not expired. */
export const isOpen = (invitation: InvitationRow, now = new Date()) =>
  invitation.status === "pending" && new Date(invitation.expiresAt).getTime() > now.getTime();

/** Better Auth's refusals of an unverified caller: one for answering, one for viewing or listing. */
export type UnverifiedRefusal = Extract<
  OrganizationErrorCode,
  | "EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION"
  | "EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION"
>;

/** What makes the caller an invitation's recipient, and how a call refuses one who is not. */
export interface RecipientCheck {
  /** Whether the caller's email must be verified (the requireEmailVerificationOnInvitation option). */
  verifiedEmail: boolean;
  unverified: UnverifiedRefusal;
  /** The refusal of a missing or no longer open invitation; default 'Invitation not found'. */
  notFound?: OrganizationErrorCode;
}

/**
 * An invitation is addressed to an email, so only a verified owner of that address may answer
 * it, see it or list it: an unverified address proves nothing (anyone can sign up with it, or
 * change their email to it). 403 `check.unverified` otherwise, when the check asks for it.
 */
export function requireVerifiedEmail(
  user: Pick<User, "emailVerified">,
  check: Pick<RecipientCheck, "verifiedEmail" | "unverified">,
): void {
  if (check.verifiedEmail && !user.emailVerified)
    throw organizationError("FORBIDDEN", check.unverified);
}

/**
 * The open invitation addressed to `user` (emails compared case-insensitively), in Better Auth's
 * order: 400 `check.notFound` ('Invitation not found') when it is missing, answered, canceled or
 * expired; 403 'You are not the recipient of the invitation' when it is someone else's; 403
 * `check.unverified` when the caller's email is not verified and the check requires it.
 */
export async function openInvitationFor(
  adapter: Adapter,
  invitationId: string,
  user: Pick<User, "email" | "emailVerified">,
  check: RecipientCheck,
): Promise<InvitationRow> {
  return requireOpenInvitationFor(await findInvitationById(adapter, invitationId), user, check);
}

/** openInvitationFor's checks on an invitation already read (null when there is none). */
export function requireOpenInvitationFor<T extends InvitationRow>(
  invitation: T | null,
  user: Pick<User, "email" | "emailVerified">,
  check: RecipientCheck,
): T {
  if (!invitation || !isOpen(invitation))
    throw organizationError("BAD_REQUEST", check.notFound ?? "INVITATION_NOT_FOUND");
  if (invitation.email.toLowerCase() !== user.email.toLowerCase())
    throw organizationError("FORBIDDEN", "YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION");
  requireVerifiedEmail(user, check);
  return invitation;
}

/** The conditional update that claims an open invitation: only one concurrent claim matches. */
export const openInvitationWhere = (invitationId: string) => [
  { field: "id", value: invitationId },
  { field: "status", value: "pending" },
  { field: "expiresAt", value: new Date(), operator: "gt" as const },
];
