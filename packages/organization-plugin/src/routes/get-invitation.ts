import { createAuthEndpoint, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import { recordWith } from "../answers";
import { findInvitationWithOrigin } from "../invitation-origin";
import { requireOpenInvitationFor } from "../invitation-recipient";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";

/** The invitation with what its recipient needs to decide: whose it is and from whom. */
const getInvitationAnswer = recordWith("invitation", {
  organizationName: z.string(),
  organizationSlug: z.string(),
  inviterEmail: z.string(),
});

export type GetInvitationEndpoint = ReturnType<typeof createGetInvitation>;

/**
 * GET /organization/get-invitation ?id → the open invitation with organizationName,
 * organizationSlug and inviterEmail. Only the invitee may view it, with a verified email (unless
 * requireEmailVerificationOnInvitation is off).
 */
export function createGetInvitation(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/get-invitation",
    {
      method: "GET",
      query: z.object({ id: z.string().min(1) }),
      metadata: {
        openapi: { summary: "An open invitation addressed to the caller, with its organization" },
        responseSchema: getInvitationAnswer,
      },
    },
    async (ctx) => {
      const { context, query } = ctx;
      const session = await requireSession(ctx);
      const found = await findInvitationWithOrigin(context.adapter, query.id);
      const invitation = requireOpenInvitationFor(found?.invitation ?? null, session.user, {
        verifiedEmail: options.requireEmailVerificationOnInvitation,
        unverified: "EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION",
      });
      const organization = found?.organization;
      if (!organization) throw organizationError("BAD_REQUEST", "ORGANIZATION_NOT_FOUND");
      const inviterEmail = found?.inviterEmail;
      if (!inviterEmail)
        throw organizationError("BAD_REQUEST", "INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION");
      return {
        ...invitation,
        organizationName: organization.name,
        organizationSlug: organization.slug,
        inviterEmail,
      };
    },
  );
}
