import { createAuthEndpoint, type JoinSpec, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import type { InvitationRow } from "../adapter";
import { recordWith } from "../answers";
import { isOpen, requireVerifiedEmail } from "../invitation-recipient";
import type { ResolvedOrganizationOptions } from "../options";

/** Each open invitation with its organization's name (null if the organization is gone). */
const listUserInvitationsAnswer = z.array(
  recordWith("invitation", { organizationName: z.string().nullable() }),
);

/** The invitation's organization, its name only (one object: the adapter remembers the shape). */
const WITH_ORGANIZATION_NAME = {
  organization: { on: ["organizationId", "id"], select: ["name"] },
} satisfies JoinSpec;

type InvitationWithOrganizationName = InvitationRow & {
  organization: { id: string; name: string } | null;
};

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
      const rows = await adapter.findMany<InvitationWithOrganizationName>({
        model: "invitation",
        where: [
          { field: "email", value: session.user.email.toLowerCase() },
          { field: "status", value: "pending" },
        ],
        join: WITH_ORGANIZATION_NAME,
      });
      const open = rows.filter((row) => isOpen(row));
      return open.map(({ organization, ...invitation }) => ({
        ...invitation,
        organizationName: organization?.name ?? null,
      }));
    },
  );
}
