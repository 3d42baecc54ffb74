import { createAuthEndpoint, modelReference, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import { openInvitationFor, openInvitationWhere } from "../invitation-recipient";
import { settleInvitation } from "../invitation-settling";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { emitOrganizationEvent } from "../organization-events";

/** The rejected invitation; no member is made (Better Auth's `{ invitation, member: null }`). */
const rejectInvitationAnswer = z.strictObject({
  invitation: modelReference("invitation"),
  member: z.null(),
});

export type RejectInvitationEndpoint = ReturnType<typeof createRejectInvitation>;

/**
 * POST /organization/reject-invitation {invitationId} → {invitation, member: null}. Only the
 * invitee, with a verified email (unless requireEmailVerificationOnInvitation is off), only an
 * open invitation (claimed by a conditional update, like accepting): a missing, answered or
 * expired one answers 400 'Invitation not found!' (spec §8, General; accept's has no '!').
 */
export function createRejectInvitation(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/reject-invitation",
    {
      method: "POST",
      body: z.object({ invitationId: z.string().min(1) }),
      metadata: {
        openapi: { summary: "Decline an invitation addressed to the caller" },
        responseSchema: rejectInvitationAnswer,
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireSession(ctx);
      const invitation = await openInvitationFor(context.adapter, body.invitationId, session.user, {
        verifiedEmail: options.requireEmailVerificationOnInvitation,
        unverified: "EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION",
        notFound: "INVITATION_NOT_FOUND_EXCLAMATION",
      });
      const rejected = await settleInvitation(
        context.internalAdapter,
        invitation.organizationId,
        openInvitationWhere(invitation.id),
        "rejected",
      );
      if (!rejected) throw organizationError("BAD_REQUEST", "INVITATION_NOT_FOUND_EXCLAMATION");
      const payload = { invitationId: rejected.id };
      await emitOrganizationEvent(
        context,
        "organization.invitation-rejected",
        rejected.organizationId,
        { payload },
      );
      return { invitation: rejected, member: null };
    },
  );
}
