import { createAuthEndpoint, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import type { InvitationRow, OrganizationRow } from "../adapter";
import { recordWith } from "../answers";
import { isOpen, requireVerifiedEmail } from "../invitation-recipient";
import type { ResolvedOrganizationOptions } from "../options";

/** Each open invitation with its organization's name (null if the organization is gone). */
const listUserInvitationsAnswer = z.array(
  recordWith("invitation", { organizationName: z.string().nullable() }),
);

export type ListUserInvitationsEndpoint = ReturnType<typeof createListUserInvitations>;

/**
 * GET /organization/list-user-invitations → the open invitations addressed to the caller's
 * email, each with its organizationName. Refused with 403 while that email is not verified
 * (unless requireEmailVerificationOnInvitation is off).
 */
export function createListUserInvitations(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/list-user-invitations",
    {
      method: "GET",
      metadata: {
        openapi: { summary: "The open invitations addressed to the caller's email" },
        responseSchema: listUserInvitationsAnswer,
      },
    },
    async (ctx) => {
      const { adapter } = ctx.context;
      const session = await requireSession(ctx);
      requireVerifiedEmail(session.user, {
        verifiedEmail: options.requireEmailVerificationOnInvitation,
        unverified: "EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION",
      });
      const invitations = (
        await adapter.findMany<InvitationRow>({
          model: "invitation",
          where: [
            { field: "email", value: session.user.email.toLowerCase() },
            { field: "status", value: "pending" },
          ],
        })
      ).filter((invitation) => isOpen(invitation));
      if (invitations.length === 0) return [];
      const organizations = await adapter.findMany<OrganizationRow>({
        model: "organization",
        where: [{ field: "id", value: invitations.map((i) => i.organizationId), operator: "in" }],
      });
      const names = new Map(organizations.map((o) => [o.id, o.name]));
      return invitations.map((invitation) => ({
        ...invitation,
        organizationName: names.get(invitation.organizationId) ?? null,
      }));
    },
  );
}
