import {
  createAuthEndpoint,
  type InternalAdapter,
  modelReference,
  type Row,
  type Where,
} from "@tollgate/auth-server";
import { z } from "zod";
import type { InvitationRow } from "../adapter";
import { requireSessionForOrganization } from "../caller-session";
import { requireInviter } from "../invitation-reads";
import { countInvitationMail } from "../invitation-recipient-limit";
import {
  invitationTeamIdInput,
  requestedTeamIds,
  requireTeamsAmong,
  storedTeamIds,
} from "../invitation-teams";
import { targetOrganizationId } from "../membership";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { emitOrganizationEvent } from "../organization-events";
import { holdsCreatorRole, roleInput, storedRole } from "../role-input";
import { organizationRow } from "../team-name";

export const inviteMemberBody = z.object({
  email: z.email(),
  role: roleInput,
  organizationId: z.string().optional(),
  resend: z.boolean().optional(),
  teamId: invitationTeamIdInput.optional(),
});

/**
 * Cancels the pending invitations `pendingWhere` matches and creates `fresh`, together (one
 * round trip on PostgreSQL: the cancel does not see the invitation created beside it).
 */
async function replacePending(
  internalAdapter: InternalAdapter,
  organizationId: string,
  pendingWhere: Where[],
  fresh: Row,
) {
  // After locking the organization's row, as every change of an invitation's status
  // (invitation-settling.ts): an accept of the old invitation does not go through meanwhile.
  const written = await internalAdapter.writeRecordsIf({
    lock: organizationRow(organizationId),
    when: [],
    writes: [
      { update: { model: "invitation", where: pendingWhere, data: { status: "canceled" } } },
      { create: { model: "invitation", data: fresh } },
    ],
  });
  // Without conditions the writes are made: the second answer is the invitation created.
  return written.answers?.[1] as InvitationRow;
}

export type InviteMemberEndpoint = ReturnType<typeof createInviteMember>;

/**
 * POST /organization/invite-member {email, role, organizationId?, resend?, teamId?} → the
 * invitation (pending, expiring after invitationExpiresIn). `teamId` (one id or a list) names
 * teams of the organization the invitee joins on accept. Needs invitation:create; only an
 * owner invites an owner, or resends an owner's invitation. A pending invitee is refused unless
 * `resend` (the same invitation with its stored role, new expiry, sent again) or the
 * cancelPendingInvitationsOnReInvite option (the old one canceled). Mails to one address are
 * limited per recipient (invitationRecipientLimit, 429 beyond).
 */
export function createInviteMember(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/invite-member",
    {
      method: "POST",
      body: inviteMemberBody,
      metadata: {
        openapi: { summary: "Invite someone by email to the organization (or resend)" },
        responseSchema: modelReference("invitation"),
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireSessionForOrganization(ctx, body.organizationId);
      const email = body.email.toLowerCase();
      const role = storedRole(body.role, options);
      const organizationId = targetOrganizationId(session, body.organizationId);
      const teamIds = requestedTeamIds(body.teamId);
      const {
        member: inviter,
        organization,
        pending,
        inviteeIsMember,
        teams,
      } = await requireInviter(context, options, {
        organizationId,
        userId: session.user.id,
        email,
        teamIds,
      });
      if (holdsCreatorRole(role, options) && !holdsCreatorRole(inviter.role, options))
        throw organizationError("FORBIDDEN", "YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE");
      if (inviteeIsMember)
        throw organizationError("BAD_REQUEST", "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION");
      requireTeamsAmong(teams, organizationId, teamIds);
      const teamId = storedTeamIds(teamIds);
      if (!organization) throw organizationError("BAD_REQUEST", "ORGANIZATION_NOT_FOUND");
      const expiresAt = new Date(Date.now() + options.invitationExpiresIn * 1000);
      const pendingWhere: Where[] = [
        { field: "organizationId", value: organizationId },
        { field: "email", value: email },
        { field: "status", value: "pending" },
      ];
      // A resend renews the stored invitation with its stored role, whatever role the body
      // names: only an owner renews an owner's invitation.
      if (
        pending &&
        body.resend &&
        holdsCreatorRole(pending.role, options) &&
        !holdsCreatorRole(inviter.role, options)
      )
        throw organizationError("FORBIDDEN", "YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE");
      if (pending && !body.resend && !options.cancelPendingInvitationsOnReInvite)
        throw organizationError("BAD_REQUEST", "USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION");
      await countInvitationMail(context, email);
      if (!(pending && body.resend))
        await options.hooks.beforeCreateInvitation?.({
          invitation: { organizationId, email, role, teamId },
          inviter: session.user,
        });
      const fresh = {
        organizationId,
        email,
        role,
        status: "pending",
        teamId,
        inviterId: session.user.id,
        expiresAt,
      };
      const invitation =
        pending && body.resend
          ? await context.internalAdapter.updateRecord<InvitationRow>(
              "invitation",
              [{ field: "id", value: pending.id }],
              { expiresAt },
            )
          : pending
            ? await replacePending(context.internalAdapter, organizationId, pendingWhere, fresh)
            : await context.internalAdapter.createRecord<InvitationRow>("invitation", fresh);
      if (!invitation) throw organizationError("BAD_REQUEST", "INVITATION_NOT_FOUND");
      const sent = { payload: { invitationId: invitation.id, role: invitation.role, email } };
      await emitOrganizationEvent(context, "organization.invitation-sent", organizationId, sent);
      if (!(pending && body.resend))
        await options.hooks.afterCreateInvitation?.({ invitation, inviter: session.user });
      await options.sendInvitationEmail?.({
        id: invitation.id,
        email,
        role: invitation.role,
        organization,
        invitation,
        inviter: { user: session.user },
      });
      return invitation;
    },
  );
}
