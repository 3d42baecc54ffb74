import { createAuthEndpoint, requireSession } from "@tollgate/auth-server";
import type { InvitationRow, OrganizationRow } from "../adapter";
import { isOpen } from "../invitation-recipient";

export type ListUserInvitationsEndpoint = ReturnType<typeof createListUserInvitations>;

/**
 * GET /organization/list-user-invitations → the open invitations addressed to the caller's
 * email, each with its organizationName.
 */
export function createListUserInvitations() {
  return createAuthEndpoint(
    "/organization/list-user-invitations",
    { method: "GET" },
    async (ctx) => {
      const { adapter } = ctx.context;
      const session = await requireSession(ctx);
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
