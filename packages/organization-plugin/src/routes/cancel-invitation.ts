import { createAuthEndpoint, modelReference, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import type { InvitationRow, MemberRow } from "../adapter";
import { settleInvitation } from "../invitation-settling";
import { requireAllowedMemberRow } from "../member-read";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { emitOrganizationEvent } from "../organization-events";

type InvitationWithCaller = InvitationRow & { member: MemberRow | null };

export type CancelInvitationEndpoint = ReturnType<typeof createCancelInvitation>;

/**
 * POST /organization/cancel-invitation {invitationId} → the canceled invitation. Needs
 * invitation:cancel in the invitation's organization; only a pending one can be canceled.
 */
export function createCancelInvitation(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/cancel-invitation",
    {
      method: "POST",
      body: z.object({ invitationId: z.string().min(1) }),
      metadata: {
        openapi: { summary: "Cancel a pending invitation of the organization" },
        responseSchema: modelReference("invitation"),
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireSession(ctx);
      // The invitation with the caller's membership of its organization: one statement.
      const found = await context.adapter.findOne<InvitationWithCaller>({
        model: "invitation",
        where: [{ field: "id", value: body.invitationId }],
        join: {
          member: {
            on: ["organizationId", "organizationId"],
            where: [{ field: "userId", value: session.user.id }],
          },
        },
      });
      if (!found) throw organizationError("BAD_REQUEST", "INVITATION_NOT_FOUND");
      const { member, ...invitation } = found;
      requireAllowedMemberRow(context, options, member, {
        permissions: { invitation: ["cancel"] },
        denied: "YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION",
      });
      const pending = [
        { field: "id", value: invitation.id },
        { field: "status", value: "pending" },
      ];
      const canceled = await settleInvitation(
        context.internalAdapter,
        invitation.organizationId,
        pending,
        "canceled",
      );
      if (!canceled) throw organizationError("BAD_REQUEST", "INVITATION_NOT_FOUND");
      const payload = { invitationId: canceled.id };
      await emitOrganizationEvent(
        context,
        "organization.invitation-cancelled",
        canceled.organizationId,
        { payload },
      );
      return canceled;
    },
  );
}
